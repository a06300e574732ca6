import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BlockImage } from './BlockImage';
import { storyImage } from './storyHelpers';

const src = storyImage('Spring colours', '#1d6b4f', 800, 400);

const meta = {
  title: 'Blocks/Parts/BlockImage',
  component: BlockImage,
  args: { src, alt: 'Spring colour collection', className: 'w-full max-w-md rounded', eager: true },
} satisfies Meta<typeof BlockImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Eager: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Spring colour collection' });
    await expect(image).toHaveAttribute('src', src);
    await expect(image).toHaveAttribute('decoding', 'async');
  },
};

/** Lazy images get their src only when they come near the viewport (here: scrolled into view in a box). */
export const LazyLoadsNearTheViewport: Story = {
  args: { eager: false },
  render: (args) => (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable wants it (above)
    <div data-testid="scroll-box" role="region" aria-label="Gallery" tabIndex={0} className="h-60 max-w-md overflow-y-auto border border-brand-line">
      <div className="h-[1200px]" />
      <BlockImage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Spring colour collection' });
    await expect(image).not.toHaveAttribute('src');
    await expect(image).toHaveAttribute('data-src', src);
    canvas.getByTestId('scroll-box').scrollTop = 1200;
    await waitFor(() => expect(image).toHaveAttribute('src', src));
  },
};

export const UnsafeSourceRendersNothing: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Estonian: Story = {
  args: { alt: 'Kevadine värvikollektsioon' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kevadine värvikollektsioon' })).toBeVisible();
  },
};
