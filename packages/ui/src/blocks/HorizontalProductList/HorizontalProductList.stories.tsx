import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext, storyProducts } from '../core/storyHelpers';
import { horizontalProductListBlock } from './HorizontalProductList';

const HorizontalProductList = horizontalProductListBlock.render;
const props = { ...horizontalProductListBlock.defaults, title: 'Popular now', linkText: 'See all', linkUrl: '/products/popular' };

const meta = {
  title: 'Blocks/HorizontalProductList',
  component: HorizontalProductList,
  args: { props, uuid: 'list-1', context: storyContext({ productLists: { popular: { status: 'success', products: storyProducts(8) } } }), slots: {} },
} satisfies Meta<typeof HorizontalProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Popular now' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/products/1');
  },
};

export const Loading: Story = {
  args: { context: storyContext() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const SmallMode: Story = { args: { props: { ...props, small: 'yes' } } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...props, title: 'Populaarne praegu', linkText: 'Vaata kõiki' }, context: storyContext({ locale: 'et_EE', productLists: { popular: { status: 'success', products: storyProducts(5) } } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Keri tagasi' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
