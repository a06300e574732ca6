import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductTile, ProductTileSkeleton } from './ProductTile';
import type { BlockProductActions } from './context';
import { storyProducts } from './storyHelpers';

const [product] = storyProducts(1);

const actions = (overrides: Partial<BlockProductActions> = {}): BlockProductActions => ({
  loggedIn: false,
  isInCart: () => false,
  isFavourite: () => false,
  addToCart: fn(),
  onAdded: fn(),
  addFavourite: fn(),
  removeFavourite: fn(),
  loginRequired: fn(),
  ...overrides,
});

const meta = {
  title: 'Blocks/Parts/ProductTile',
  component: ProductTile,
  args: { product: product! },
  decorators: [(Story) => <div className="w-60">{Story()}</div>],
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImageAndBrand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The same card as the listings: the heading links to the product, brand and price show.
    await expect(canvas.getByRole('link', { name: 'Repair shampoo 300 ml' })).toHaveAttribute('href', '/products/1');
    await expect(canvasElement).toHaveTextContent('Kérastase');
    await expect(canvasElement).toHaveTextContent('€24.90');
    // The picture is decorative: the heading names the product.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Discounted: Story = {
  args: { product: { ...product!, oldPriceEur: 29.9, discountRate: 17 } },
  play: async ({ canvasElement }) => {
    // Old price and discount, as on product cards (issue 16: one product tile, reused).
    await expect(canvasElement).toHaveTextContent('€29.90');
    await expect(canvasElement).toHaveTextContent('17%');
  },
};

export const AddsToCartAndFavourites: Story = {
  args: { actions: actions() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Add to cart/ }));
    await expect(args.actions!.addToCart).toHaveBeenCalledWith(1, 1);
    // Logged out, the heart asks for a login instead of saving.
    await userEvent.click(canvas.getByRole('button', { name: /favourite/i }));
    await expect(args.actions!.loginRequired).toHaveBeenCalledTimes(1);
    await expect(args.actions!.addFavourite).not.toHaveBeenCalled();
    // The button's "Adding…" lasts a moment: the picture is of the card at rest, not of that moment.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Add to cart/ })).toBeEnabled());
  },
};

export const InCartAndFavourite: Story = {
  args: { actions: actions({ loggedIn: true, isInCart: () => true, isFavourite: () => true }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /in cart/i })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /favourite/i }));
    await expect(args.actions!.removeFavourite).toHaveBeenCalledWith(1);
  },
};

export const Restricted: Story = {
  args: { product: { ...product!, restrictions: [{ reason: 'Professional use only' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
    await expect(canvasElement).toHaveTextContent('Professional use only');
  },
};

export const WithoutImageOrBrand: Story = {
  args: { product: { ...product!, imageSrc: null, brand: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Kérastase');
  },
};

export const UnsafeUrlIsNotLinked: Story = {
  args: { product: { ...product!, url: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    // Without a safe href the name is plain text, not a link that runs script.
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    for (const anchor of canvasElement.querySelectorAll('a')) await expect(anchor).not.toHaveAttribute('href');
    await expect(canvasElement).toHaveTextContent('Repair shampoo 300 ml');
  },
};

export const EstonianPrice: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/24,90\s€/);
  },
};

export const WithoutPrice: Story = {
  globals: { locale: 'et' },
  args: { product: { ...product!, priceEur: null } },
  play: async ({ canvasElement }) => {
    // A product without a price shows no amount: never "0,00 €", and it cannot be added.
    await expect(canvasElement).toHaveTextContent('Repair shampoo 300 ml');
    await expect(canvasElement).not.toHaveTextContent('€');
    await expect(within(canvasElement).getByRole('button', { name: /^Lisa ostukorvi|^Add to cart/ })).toBeDisabled();
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

/** The loading tile is as tall as a loaded one: a list does not grow when its products arrive. */
export const SkeletonKeepsTheTileHeight: Story = {
  // Side by side at a phone's two-column card width (160 px), each in a box of its own: a grid
  // cell would stretch the skeleton (h-full) to the tile's height and hide any difference.
  render: (args) => (
    <div className="flex items-start gap-4" data-testid="pair">
      <div className="w-40 shrink-0">
        <ProductTileSkeleton />
      </div>
      <div className="w-40 shrink-0">
        <ProductTile {...args} actions={actions()} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [skeleton, tile] = [...within(canvasElement).getByTestId('pair').children].map((element) => element.getBoundingClientRect().height);
    await expect(Math.abs(skeleton! - tile!)).toBeLessThanOrEqual(4);
  },
};


/** A labelled product (out of stock) is as tall as the loading tile too: every card keeps one label's line. */
export const SkeletonKeepsALabelledTileHeight: Story = {
  ...SkeletonKeepsTheTileHeight,
  args: { product: { ...product!, availableStock: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/out of stock/i)).toBeVisible();
    const [skeleton, tile] = [...within(canvasElement).getByTestId('pair').children].map((element) => element.getBoundingClientRect().height);
    await expect(Math.abs(skeleton! - tile!)).toBeLessThanOrEqual(4);
  },
};
