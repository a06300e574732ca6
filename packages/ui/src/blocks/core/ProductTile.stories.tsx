import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductTile, ProductTileSkeleton } from './ProductTile';
import { storyProducts } from './storyHelpers';

const [product] = storyProducts(1);

const meta = {
  title: 'Blocks/Parts/ProductTile',
  component: ProductTile,
  args: { product: product!, locale: 'en_US' },
  decorators: [(Story) => <div className="w-60">{Story()}</div>],
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImageAndBrand: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/products/1');
    await expect(link).toHaveTextContent('Kérastase');
    await expect(link).toHaveTextContent('Repair shampoo 300 ml');
    await expect(link).toHaveTextContent('€24.90');
    // The picture is decorative: the link's text names the product.
    await expect(link.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const WithoutImageOrBrand: Story = {
  args: { product: { ...product!, imageSrc: null, brand: null } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.querySelector('img')).toBeNull();
    await expect(link).not.toHaveTextContent('Kérastase');
  },
};

export const UnsafeUrlIsNotLinked: Story = {
  args: { product: { ...product!, url: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    // Without a safe href the tile is plain text, not a link that runs script.
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('a')).not.toHaveAttribute('href');
    await expect(canvasElement).toHaveTextContent('Repair shampoo 300 ml');
  },
};

export const EstonianPrice: Story = {
  globals: { locale: 'et' },
  args: { locale: 'et_EE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent(/24,90\s€/);
  },
};

export const WithoutPrice: Story = {
  globals: { locale: 'et' },
  args: { locale: 'et_EE', product: { ...product!, priceEur: null } },
  play: async ({ canvasElement }) => {
    // A product without a price shows no amount: never "0,00 €".
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent('Repair shampoo 300 ml');
    await expect(link).not.toHaveTextContent('€');
  },
};

export const Skeleton: Story = {
  render: () => <ProductTileSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveClass('animate-pulse');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
