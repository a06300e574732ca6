import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmallProductPreview } from './SmallProductPreview';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#e4d2f5"/></svg>');

const meta = {
  title: 'Widgets/SmallProductPreview',
  component: SmallProductPreview,
  args: {
    href: '/products/812',
    name: 'Repair Shampoo 1000 ml',
    brandName: 'Kérastase',
    imageUrl: image,
    price: '32.50',
    onClick: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SmallProductPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/products/812');
    await expect(link).toHaveAccessibleName(/Kérastase.*Repair Shampoo 1000 ml.*€32.50/);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const WithOldPrice: Story = {
  args: { price: 26, oldPrice: '32.50' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('€32.50');
  },
};

export const WithoutImageOrBrand: Story = { args: { imageUrl: null, brandName: null } };

export const NotForSale: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Price not available');
  },
};

export const Russian: Story = {
  args: { name: 'Шампунь для восстановления 1000 мл', price: 26, oldPrice: 32.5 },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Прежняя цена');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
