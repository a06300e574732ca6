import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Widgets/Price',
  component: Price,
  args: { price: '24.90' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€24.90')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Discounted: Story = {
  args: { price: 19.92, oldPrice: '24.90', discountRate: 20 },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck).toHaveTextContent('Previous price €24.90');
    await expect(canvasElement).toHaveTextContent('Current price €19.92');
    await expect(canvasElement).toHaveTextContent('Discount -20%');
  },
};

export const OldPriceNotHigherIsHidden: Story = {
  args: { price: 20, oldPrice: 20 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const NotForSale: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price not available')).toBeInTheDocument();
  },
};

export const Large: Story = { args: { price: 1249, oldPrice: 1499, discountRate: '17', size: 'lg' } };

export const Estonian: Story = {
  args: { price: 19.92, oldPrice: 24.9, discountRate: 20 },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    // Estonian puts the euro sign after the amount with a decimal comma.
    await expect(canvasElement).toHaveTextContent(/19,92\s€/);
    await expect(canvasElement).toHaveTextContent('Varasem hind');
  },
};

export const Latvian: Story = {
  args: { price: 1234.5 },
  globals: { locale: 'lv' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/1\s?234,50\s€/);
  },
};

export const Mobile: Story = {
  args: { price: 19.92, oldPrice: 24.9, discountRate: 20 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
