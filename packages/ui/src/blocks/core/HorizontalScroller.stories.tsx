import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HorizontalScroller } from './HorizontalScroller';

const card = (index: number) => ({
  key: `card-${index}`,
  node: (
    <a href={`/events/colour-course-${index}`} className="flex h-32 flex-col justify-between rounded border border-brand-line bg-brand-surface p-3">
      <span className="font-semibold">Course {index}</span>
      <span className="text-body-sm text-brand-muted">Colour techniques, level {index}</span>
    </a>
  ),
});

const meta = {
  title: 'Blocks/Parts/HorizontalScroller',
  component: HorizontalScroller,
  args: { label: 'Courses', items: Array.from({ length: 9 }, (_, index) => card(index + 1)) },
} satisfies Meta<typeof HorizontalScroller>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsWithArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Courses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    const back = canvas.getByRole('button', { name: 'Scroll back' });
    const forward = canvas.getByRole('button', { name: 'Scroll forward' });
    await expect(back).toBeDisabled();
    await waitFor(() => expect(forward).toBeEnabled());
    await userEvent.click(forward);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(back).toBeEnabled());
    await userEvent.click(back);
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await waitFor(() => expect(back).toBeDisabled());
  },
};

/** Items after the two a phone shows are laid out only when scrolled near; all keep the row's height. */
export const ItemsAfterThePhonesTwoLaidOutWhenNear: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Courses' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => getComputedStyle(item).contentVisibility)).toEqual(items.map((_, index) => (index < 2 ? 'visible' : 'auto')));
    const rowHeight = items[0]!.getBoundingClientRect().height;
    await expect(rowHeight).toBeGreaterThan(0);
    await expect(items.map((item) => item.getBoundingClientRect().height)).toEqual(items.map(() => rowHeight));
  },
};

export const FewItemsNeedNoArrows: Story = {
  args: { items: [card(1), card(2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Scroll back' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Scroll forward' })).toBeDisabled();
  },
};

export const Small: Story = {
  args: { small: true },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Small lists show more, narrower items than the regular track at the same width.
    await expect(items[0]!.getBoundingClientRect().width).toBeLessThan(within(canvasElement).getByRole('list').clientWidth / 2);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { label: 'Koolitused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Koolitused' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keri tagasi' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Keri edasi' })).toBeEnabled());
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
