import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductGallery, type ProductGalleryImage } from './ProductGallery';

/** A square fixture image in one colour with a shape, so each image is told apart at a glance. */
const svg = (fill: string, shape: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${fill}"/>${shape}</svg>`);

const IMAGES: ProductGalleryImage[] = [
  { url: svg('#c9d6ff', '<circle cx="300" cy="300" r="160" fill="#5b6bbf"/>') },
  { url: svg('#ffd6c9', '<rect x="150" y="150" width="300" height="300" fill="#bf6b5b"/>') },
  { url: svg('#d6ffc9', '<polygon points="300,120 480,460 120,460" fill="#5bbf6b"/>') },
  { url: svg('#f3e6ff', '<rect x="100" y="250" width="400" height="100" fill="#8a5bbf"/>') },
];

const meta = {
  title: 'Widgets/ProductGallery',
  component: ProductGallery,
  args: { images: IMAGES, alt: 'Argan oil shampoo 250 ml', sizes: '(min-width: 1440px) 720px, (min-width: 860px) 50vw, 100vw' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainImage = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img', { name: 'Argan oil shampoo 250 ml' });

export const Single: Story = {
  args: { images: IMAGES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(mainImage(canvasElement)).toHaveAttribute('src', IMAGES[0]!.url);
    await expect(mainImage(canvasElement)).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbnails = canvas.getAllByRole('button', { name: /^Image \d of 4$/ });
    await expect(thumbnails).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mainImage(canvasElement)).toHaveAttribute('src', IMAGES[0]!.url);
    for (const thumbnail of thumbnails) await expect(thumbnail.querySelector('img')).toHaveAttribute('loading', 'lazy');

    // A click on thumbnail 2 shows image 2.
    await userEvent.click(canvas.getByRole('button', { name: 'Image 2 of 4' }));
    await expect(mainImage(canvasElement)).toHaveAttribute('src', IMAGES[1]!.url);
    await expect(canvas.getByRole('button', { name: 'Image 2 of 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Image 1 of 4' })).toHaveAttribute('aria-pressed', 'false');

    // Keyboard: back to 1 with the left arrow, then the right arrow moves to thumbnail 2 and shows its image.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Image 1 of 4' })).toHaveFocus();
    await expect(mainImage(canvasElement)).toHaveAttribute('src', IMAGES[0]!.url);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Image 2 of 4' })).toHaveFocus();
    await expect(mainImage(canvasElement)).toHaveAttribute('src', IMAGES[1]!.url);
    // Only the chosen thumbnail is in the tab order; End and Home jump to the ends.
    await expect(canvas.getByRole('button', { name: 'Image 3 of 4' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    await expect(mainImage(canvasElement)).toHaveAttribute('src', IMAGES[3]!.url);
    await userEvent.keyboard('{Home}');
    await expect(mainImage(canvasElement)).toHaveAttribute('src', IMAGES[0]!.url);
  },
};

export const NoImage: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pilt 2 / 4' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};
