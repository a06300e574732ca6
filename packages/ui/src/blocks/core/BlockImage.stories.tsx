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

/**
 * A media-library image offers its width copies, so a phone fetches a narrow one; a head's picture
 * asks for high priority. (The library is the API's: Storybook has no such file, so this story is
 * about the attributes and takes no screenshot.)
 */
export const LibraryImageWithPriority: Story = {
  args: { src: '/media/library/0b6f-spring.jpg', eager: false, priority: true, sizes: '(min-width: 860px) 50vw, 100vw' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Spring colour collection' });
    await expect(image).toHaveAttribute('src', '/media/library/0b6f-spring.jpg');
    await expect(image).toHaveAttribute('srcset', expect.stringContaining('/media/library/0b6f-spring.jpg?w=480 480w'));
    await expect(image).toHaveAttribute('srcset', expect.stringContaining('/media/library/0b6f-spring.jpg?w=1920 1920w'));
    await expect(image).toHaveAttribute('sizes', '(min-width: 860px) 50vw, 100vw');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Out of view, a library image has neither its src nor its width copies: the browser fetches nothing yet. */
export const LazyLibraryImageWaits: Story = {
  args: { src: '/media/library/0b6f-spring.jpg', eager: false },
  parameters: { screenshot: false },
  render: (args) => (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable wants it
    <div role="region" aria-label="Gallery" tabIndex={0} className="h-60 max-w-md overflow-y-auto border border-brand-line">
      <div className="h-[1200px]" />
      <BlockImage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Spring colour collection' });
    await expect(image).not.toHaveAttribute('src');
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).not.toHaveAttribute('fetchpriority');
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
