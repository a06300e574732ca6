import { CAROUSEL_RESUME_AFTER_MANUAL_MS, SWIPE_TOLERANCE_PX } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, type CarouselSlide } from './Carousel';

const card = (title: string, text: string, background: string) => (
  <article className={`flex min-h-48 flex-col justify-end gap-2 rounded p-6 text-white ${background}`}>
    <h3 className="text-h2">{title}</h3>
    <p>{text}</p>
  </article>
);

const NOW = '2026-03-14T12:00:00.000Z';

const slides: CarouselSlide[] = [
  { id: 'keravelle', content: card('Kéravelle −20%', 'Kogu juuksehooldussari märtsi lõpuni.', 'bg-scheme-blue') },
  { id: 'balmora', content: card('Uued Balmora toonid', '12 uut püsivärvi tooni salongidele.', 'bg-scheme-green') },
  { id: 'koolitus', content: card('Kevadkoolitused', 'Registreeru lõikuse ja värvimise meistriklassi.', 'bg-scheme-purple') },
  {
    id: 'expired',
    content: card('Talveallahindlus', 'Lõppes veebruaris.', 'bg-brand-ink'),
    startDateTime: '2026-01-01T00:00',
    endDateTime: '2026-02-28T23:59',
  },
  {
    id: 'future',
    content: card('Suvekampaania', 'Algab juunis.', 'bg-brand-ink'),
    startDateTime: '2026-06-01T00:00',
    endDateTime: '',
  },
];

const meta = {
  title: 'Widgets/Carousel',
  component: Carousel,
  args: { slides, now: NOW, label: 'Kampaaniad', slideDelay: '600', visibleSlides: 1 },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeLabel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-active="true"]')?.getAttribute('aria-label');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ScheduledSlidesOnly: Story = {
  args: { slideDelay: '60000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Kampaaniad' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(3);
    await expect(groups[0]).toHaveAccessibleName('1 of 3');
    await expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.queryByText('Talveallahindlus')).toBeNull();
    await expect(canvas.queryByText('Suvekampaania')).toBeNull();
  },
};

export const EditModeShowsAll: Story = {
  args: { editMode: true, slideDelay: '60000' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(5);
  },
};

export const ArrowsLoop: Story = {
  args: { slideDelay: '60000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(activeLabel(canvasElement)).toBe('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(activeLabel(canvasElement)).toBe('2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    // Loops from the first slide to the last.
    await expect(activeLabel(canvasElement)).toBe('3 of 3');
  },
};

export const AutoAdvances: Story = {
  // Still advancing when the test ends, so no picture can settle; the play function is the test.
  parameters: { screenshot: false },
  // Hovering pauses the slides, and the headless browser rests its pointer at the frame's top-left
  // corner (reporting a hover of whatever is there): the carousel keeps clear of that corner.
  decorators: [(Story) => <div className="pl-8 pt-8"><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(activeLabel(canvasElement)).toBe('1 of 3');
    await waitFor(() => expect(activeLabel(canvasElement)).toBe('2 of 3'), { timeout: 2000 });
    await waitFor(() => expect(activeLabel(canvasElement)).toBe('3 of 3'), { timeout: 2000 });
    await waitFor(() => expect(activeLabel(canvasElement)).toBe('1 of 3'), { timeout: 2000 });
  },
};

export const PausesOnHover: Story = {
  // Still advancing when the test ends, so no picture can settle; the play function is the test.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'stopped');
    await pause(1500);
    await expect(activeLabel(canvasElement)).toBe('1 of 3');
    await userEvent.unhover(region);
    await waitFor(() => expect(activeLabel(canvasElement)).toBe('2 of 3'), { timeout: 2000 });
  },
};

export const PauseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await userEvent.unhover(region);
    const before = activeLabel(canvasElement);
    await pause(1500);
    await expect(activeLabel(canvasElement)).toBe(before);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Start automatic slide show' }));
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  },
};

export const ResumesAfterManualMove: Story = {
  // Still advancing when the test ends, so no picture can settle; the play function is the test.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = canvasElement.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    // The user moves on: pointer and focus leave the carousel.
    await userEvent.unhover(next);
    next.blur();
    // Pointer events over the carousel from here on come from no step of this story.
    const strayHovers: string[] = [];
    const noteStrayHover = (event: MouseEvent) => {
      if (show.contains(event.target as Node)) strayHovers.push(`${event.isTrusted ? 'real' : 'synthetic'} ${event.type} at ${event.clientX},${event.clientY}`);
    };
    document.addEventListener('mouseover', noteStrayHover, true);
    await expect(activeLabel(canvasElement)).toBe('2 of 3');
    await pause(CAROUSEL_RESUME_AFTER_MANUAL_MS - 500);
    await expect(activeLabel(canvasElement)).toBe('2 of 3');
    // Due 1.1 s from here (the rest of the hold, then one 600 ms slide delay). The bound only ends
    // a broken show: the stories run beside the journeys at a lower priority, and a renderer held
    // back for 6 s there spent a 6 s bound before the hold timer, the render and the first turn
    // could run (CI, 2026-11-29).
    // The runner's own cursor can rest where the carousel is drawn (a cold fresh-clone run found
    // the show "held by: hover" after the story had left it): the browser then reports a real hover
    // when a slide moves under it, which rightly pauses the show for a person. That cursor is not
    // this story's user, so a hover arriving after the story left is lifted as the pointer leaving,
    // and named on failure. A fresh-clone run (11:06) found it held by a hover with no mouseover
    // after the story left, so one that began before is lifted too: the story's user has left.
    // Polled with plain timers, not Storybook's waitFor: run in the same page right after the
    // RichTextEditor stories (the order of a run without Vitest's cache), waitFor never saw the
    // slide change in 6 s, while a plain poll in that same order sees it 1.25 s later.
    const end = performance.now() + 20_000;
    let liftedHovers = 0;
    while (activeLabel(canvasElement) !== '3 of 3' && performance.now() < end) {
      if (show.dataset.autoplayHeldBy?.includes('hover')) {
        liftedHovers += 1;
        fireEvent.mouseOut(show, { relatedTarget: document.body });
      }
      await pause(100);
    }
    document.removeEventListener('mouseover', noteStrayHover, true);
    await expect(
      activeLabel(canvasElement),
      `autoplay ${show.dataset.autoplay} (held by: ${show.dataset.autoplayHeldBy ?? 'nothing'}; hovers lifted: ${liftedHovers}; stray hovers: ${strayHovers.slice(0, 3).join(', ') || 'none'}; focus on ${document.activeElement?.outerHTML.slice(0, 80)})`,
    ).toBe('3 of 3');
  },
};

export const Swipe: Story = {
  args: { slideDelay: '60000' },
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector('.overflow-hidden')!;
    const drag = (fromX: number, travel: number) => {
      fireEvent.pointerDown(viewport, { clientX: fromX });
      fireEvent.pointerUp(viewport, { clientX: fromX + travel });
    };
    // A drag 10 px short of SWIPE_TOLERANCE_PX is not a swipe, either way.
    drag(300, -(SWIPE_TOLERANCE_PX - 10));
    await expect(activeLabel(canvasElement)).toBe('1 of 3');
    drag(100, SWIPE_TOLERANCE_PX - 10);
    await expect(activeLabel(canvasElement)).toBe('1 of 3');
    // 10 px past it is: leftwards goes to the next slide, rightwards back.
    drag(300, -(SWIPE_TOLERANCE_PX + 10));
    await expect(activeLabel(canvasElement)).toBe('2 of 3');
    drag(300, -(SWIPE_TOLERANCE_PX - 10));
    await expect(activeLabel(canvasElement)).toBe('2 of 3');
    drag(100, SWIPE_TOLERANCE_PX + 10);
    await expect(activeLabel(canvasElement)).toBe('1 of 3');
  },
};

export const TwoVisibleOnDesktop: Story = {
  args: { visibleSlides: 2, slideDelay: '60000' },
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('data-visible-slides', '2');
    await expect(within(canvasElement).getAllByRole('group')[0]).toHaveClass('basis-1/2');
  },
};

export const OneVisibleOnSmallestScreens: Story = {
  args: { visibleSlides: 2, slideDelay: '60000' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('data-visible-slides', '1');
  },
};

export const SingleSlideHasNoControls: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NoLiveSlides: Story = {
  args: { slides: slides.slice(3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Estonian: Story = {
  args: { slideDelay: '60000' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-roledescription', 'karussell');
    await expect(canvas.getAllByRole('group')[1]).toHaveAccessibleName('2 / 3');
    await expect(canvas.getByRole('button', { name: 'Peata automaatne slaidiesitlus' })).toBeVisible();
  },
};
