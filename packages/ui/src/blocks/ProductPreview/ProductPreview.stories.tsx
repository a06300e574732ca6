import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext, storyProducts } from '../core/storyHelpers';
import { productPreviewBlock } from './ProductPreview';

const ProductPreview = productPreviewBlock.render;
const [product] = storyProducts(1);

const meta = {
  title: 'Blocks/ProductPreview',
  component: ProductPreview,
  args: { props: { productId: '1' }, uuid: 'preview-1', context: storyContext({ productsById: { '1': product! } }), slots: {} },
} satisfies Meta<typeof ProductPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/products/1');
    await expect(link).toHaveTextContent('Repair shampoo 300 ml');
  },
};

export const Loading: Story = {
  args: { context: storyContext() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { context: storyContext({ locale: 'et_EE', productsById: { '1': { ...product!, name: 'Taastav šampoon 300 ml' } } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Taastav šampoon');
  },
};
