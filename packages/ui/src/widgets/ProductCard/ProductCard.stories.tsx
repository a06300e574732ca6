import { ADD_TO_CART_QUANTITY } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductCard, type ProductCardProduct } from './ProductCard';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#c9d6ff"/></svg>');

const product: ProductCardProduct = {
  id: 812,
  name: 'Repair Shampoo 1000 ml',
  href: '/products/812',
  brandName: 'Kérastase',
  imageUrl: image,
  price: '32.50',
  restrictions: [],
  isDisabled: false,
  availableStock: 14,
  saleDelay: 0,
};

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  args: {
    product,
    loggedIn: true,
    isFavourite: false,
    inCart: false,
    onAddToCart: fn(),
    onAdded: fn(),
    onFavouriteAdd: fn(),
    onFavouriteRemove: fn(),
    onLoginRequired: fn(),
    now: '2024-11-15T10:00:00Z',
  },
  // One card at a grid cell's width; a story of a whole grid (parameters.grid) takes the page's.
  decorators: [(Story, { parameters }) => (parameters.grid ? Story() : <div className="max-w-64">{Story()}</div>)],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Repair Shampoo 1000 ml' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Repair Shampoo 1000 ml' })).toHaveAttribute('href', '/products/812');
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite: Repair Shampoo 1000 ml' }));
    await expect(args.onFavouriteAdd).toHaveBeenCalledWith(812);
    await userEvent.click(canvas.getByRole('button', { name: /^Add to cart\s?: Repair Shampoo 1000 ml$/ }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(812, ADD_TO_CART_QUANTITY);
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
  },
};

/** A card in the first row: its image is fetched at once with high priority; others wait until near the viewport. */
export const FirstRowImage: Story = {
  args: { imagePriority: true },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
  },
};

export const LazyImage: Story = {
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).not.toHaveAttribute('fetchpriority');
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Favourite/ }));
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(args.onFavouriteAdd).not.toHaveBeenCalled();
  },
};

export const Favourite: Story = {
  args: { isFavourite: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Favourite/, pressed: true }));
    await expect(args.onFavouriteRemove).toHaveBeenCalledWith(812);
  },
};

export const Discounted: Story = {
  args: { product: { ...product, price: 26, oldPrice: '32.50', discountRate: 20 }, promoLabel: '-20%' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('€32.50');
    await expect(within(canvasElement).getByText('-20%', { selector: 'span[class*="uppercase"]' })).not.toHaveAttribute('data-black');
  },
};

export const BlackFridayPromo: Story = {
  args: { promoLabel: 'Black Friday', now: '2024-11-30T12:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Black Friday')).toHaveAttribute('data-black', 'true');
  },
};

export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'In cart' })).toBeDisabled();
  },
};

export const NotForSale: Story = {
  args: { product: { ...product, price: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Price not available')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  },
};

export const Restricted: Story = {
  args: { product: { ...product, restrictions: [{ reason: 'Sold to licensed salons only' }] } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Add to cart/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Sold to licensed salons only');
  },
};

export const Disabled: Story = {
  args: { product: { ...product, isDisabled: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  },
};

export const OutOfStockWithDelay: Story = {
  args: { product: { ...product, availableStock: 0, saleDelay: 7 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeInTheDocument();
    await expect(canvas.getByText('Ships in 7 working days')).toBeInTheDocument();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { product: { ...product, saleDelay: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Lisa ostukorvi\s?: Repair Shampoo 1000 ml$/ })).toBeEnabled();
    await expect(canvas.getByText('Tarne 3 tööpäeva jooksul')).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };

export const DesktopGrid: Story = {
  parameters: { grid: true },
  render: (args) => (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {[product, { ...product, id: 813, price: null }, { ...product, id: 814, availableStock: 0 }, { ...product, id: 815 }].map(
        (item) => (
          <li key={item.id}>
            <ProductCard {...args} product={item} inCart={item.id === 815} />
          </li>
        ),
      )}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};
