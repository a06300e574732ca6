import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { carouselItemBlock } from '../CarouselItem';
import { storyContext, storyImage, storySlot } from '../core/storyHelpers';
import { carouselBlock } from './Carousel';

const Carousel = carouselBlock.render;
const slides = [
  { title: 'Spring colours are here', linkUrl: '/campaigns/spring', imgSrc: storyImage('Spring', '#1f3a93'), imgAlt: 'Model with spring hair colour', colorSchemeNumber: 1 },
  { title: 'New: repair masks', linkUrl: '/products/masks', imgSrc: storyImage('Masks', '#1d6b4f'), imgAlt: 'Repair masks on a shelf', colorSchemeNumber: 2 },
  { title: 'Winter sale ended', endDateTime: '2025-01-31T23:59', imgSrc: storyImage('Winter', '#5b2a86'), imgAlt: 'Winter sale', colorSchemeNumber: 3 },
];

const meta = {
  title: 'Blocks/Carousel',
  component: Carousel,
  args: { props: { ...carouselBlock.defaults }, uuid: 'carousel-1', context: storyContext(), slots: { default: storySlot(carouselItemBlock, slides) } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScheduledSlidesOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvas.queryByText('Winter sale ended')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText('Slide 2 of 2', { selector: 'span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText('Slide 1 of 2', { selector: 'span' })).toBeVisible();
  },
};

export const AutoAdvance: Story = {
  args: { props: { ...carouselBlock.defaults, slideDelay: '800' } },
  // The slides keep advancing every 800 ms, so no capture can settle; the other stories cover the look.
  parameters: { screenshot: false },
  // Hovering pauses the slides, and the headless browser rests its pointer at the frame's top-left
  // corner (reporting a hover of whatever is there): the carousel keeps clear of that corner.
  decorators: [(Story) => <div className="pl-8 pt-8"><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Slide 2 of 2', { selector: 'span' })).toBeVisible(), { timeout: 3000 });
  },
};

export const EditModeShowsAll: Story = {
  args: (() => {
    const context = storyContext({ mode: 'edit' });
    return { context, slots: { default: storySlot(carouselItemBlock, slides, context) } };
  })(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(3);
  },
};

export const TwoUp: Story = { args: { props: { ...carouselBlock.defaults, visibleSlides: '2' } } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: {
    slots: {
      default: storySlot(carouselItemBlock, [
        { title: 'Kevadised toonid on kohal', linkUrl: '/campaigns/kevad', imgSrc: storyImage('Kevad'), imgAlt: 'Kevadine juuksevärv' },
        { title: 'Uus: taastavad maskid', linkUrl: '/products/maskid', imgSrc: storyImage('Maskid', '#1d6b4f'), imgAlt: 'Maskid riiulil', colorSchemeNumber: 2 },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Järgmine slaid' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'VAATA LÄHEMALT' })[0]).toHaveAttribute('href', '/campaigns/kevad');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
