import { LIST_LOOP_MODE, LOOPING_LIST_TARGET_ITEMS, PRODUCT_HIGHLIGHT_LIST, PRODUCT_LIST_LOADING_PLACEHOLDERS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductListView } from './ProductListView';
import { storyContext, storyProducts } from './storyHelpers';

const POPULAR = PRODUCT_HIGHLIGHT_LIST.POPULAR;

const meta = {
  title: 'Blocks/Parts/ProductListView',
  component: ProductListView,
  args: {
    queryType: POPULAR,
    favouriteBrandId: null,
    listType: LIST_LOOP_MODE.ONCE,
    label: 'Popular now',
    context: storyContext({ productLists: { [POPULAR]: { status: 'success', products: storyProducts(6) } } }),
  },
} satisfies Meta<typeof ProductListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Popular now' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('link')[1]).toHaveAttribute('href', '/products/2');
  },
};

const onNear = fn();

/** Not asked for yet: placeholders show and the app is asked for the list once it is near the viewport. */
export const AsksForTheListWhenNear: Story = {
  args: {
    queryType: PRODUCT_HIGHLIGHT_LIST.BRAND_FAVOURITES,
    favouriteBrandId: 7,
    context: storyContext({ onProductListNearViewport: onNear }),
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(status).getAllByRole('listitem')).toHaveLength(PRODUCT_LIST_LOADING_PLACEHOLDERS);
    await waitFor(() => expect(onNear).toHaveBeenCalledWith('brand_favourites:7', { queryType: 'brand_favourites', favouriteBrandId: 7 }));
    await expect(onNear).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { context: storyContext({ productLists: { [POPULAR]: { status: 'loading', products: [] } } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

const onRetry = fn();

export const ErrorWithRetry: Story = {
  args: { context: storyContext({ productLists: { [POPULAR]: { status: 'error', products: [] } }, onRetryProductList: onRetry }) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The products could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // The brand id is dropped for lists that are not brand favourites.
    await expect(onRetry).toHaveBeenCalledWith(POPULAR, { queryType: POPULAR, favouriteBrandId: null });
  },
};

export const Empty: Story = {
  args: { context: storyContext({ productLists: { [POPULAR]: { status: 'success', products: [] } } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products to show right now.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Looping: Story = {
  args: { listType: LIST_LOOP_MODE.LOOPING, context: storyContext({ productLists: { [POPULAR]: { status: 'success', products: storyProducts(3) } } }) },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThanOrEqual(LOOPING_LIST_TARGET_ITEMS);
    await expect(items[3]).toHaveTextContent('Repair shampoo 300 ml');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { label: 'Populaarne praegu', context: storyContext({ locale: 'et_EE', productLists: { [POPULAR]: { status: 'error', products: [] } }, onRetryProductList: fn() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Tooteid ei õnnestunud laadida.');
    await expect(within(canvasElement).getByRole('button', { name: 'Proovi uuesti' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
