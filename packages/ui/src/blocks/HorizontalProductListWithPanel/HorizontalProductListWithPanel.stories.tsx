import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyContext, storyImage, storyProducts } from '../core/storyHelpers';
import { horizontalProductListWithPanelBlock } from './HorizontalProductListWithPanel';

const HorizontalProductListWithPanel = horizontalProductListWithPanelBlock.render;
const props = {
  ...horizontalProductListWithPanelBlock.defaults,
  queryType: 'popular' as const,
  label: 'Top 5',
  title: 'Bestsellers',
  subtitle: 'What salons order most',
  bigText: '-20%',
  imgSrc: storyImage('Bestsellers', '#1f3a93', 600, 400),
  imgAlt: 'Best-selling products',
  bottomLabel: 'This week only',
  linkText: 'See all',
  linkUrl: '/products/popular',
};

const meta = {
  title: 'Blocks/HorizontalProductListWithPanel',
  component: HorizontalProductListWithPanel,
  args: { props, uuid: 'panel-list-1', context: storyContext({ productLists: { popular: { status: 'success', products: storyProducts(4) } } }), slots: {} },
} satisfies Meta<typeof HorizontalProductListWithPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Bestsellers' })).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const LoopingRepeatsToTen: Story = {
  args: { props: { ...props, listType: 'looping' } },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Bestsellers' })).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThanOrEqual(10);
  },
};

export const LoadingAsksForList: Story = {
  args: { props: { ...props, queryType: 'brand_favourites', favouriteBrandId: 12 }, context: storyContext({ onProductListNearViewport: fn() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Bestsellers' })).getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() =>
      expect(args.context.onProductListNearViewport).toHaveBeenCalledWith('brand_favourites:12', { queryType: 'brand_favourites', favouriteBrandId: 12 }),
    );
  },
};

export const ErrorWithRetry: Story = {
  args: { context: storyContext({ productLists: { popular: { status: 'error', products: [] } }, onRetryProductList: fn() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The products could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.context.onRetryProductList).toHaveBeenCalledWith('popular', { queryType: 'popular', favouriteBrandId: null });
  },
};

export const Empty: Story = { args: { context: storyContext({ productLists: { popular: { status: 'success', products: [] } } }) } };

export const PanelRightDarkText: Story = { args: { props: { ...props, panelSide: 'right', panelTextColor: 'black' } } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: {
    props: { ...props, title: 'Enimmüüdud', subtitle: 'Mida salongid kõige rohkem tellivad', linkText: 'Vaata kõiki', bottomLabel: 'Ainult sel nädalal' },
    context: storyContext({ locale: 'et_EE', productLists: { popular: { status: 'success', products: storyProducts(3) } } }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Vaata kõiki' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
