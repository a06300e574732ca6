import { LIST_LOOP_MODE, loopingListItems, PRODUCT_LIST_LOADING_PLACEHOLDERS, PRODUCT_LIST_VIEWPORT_MARGIN_PX, type ListLoopMode } from '@salon/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { BlockRenderContext } from './context';
import { HorizontalScroller } from './HorizontalScroller';
import { productListKey, productListRequest } from './productLists';
import { ProductTile, ProductTileSkeleton } from './ProductTile';
import { useNearViewport } from './useNearViewport';
import { Button } from '../../primitives/Button';

export interface ProductListViewProps {
  queryType: string;
  favouriteBrandId: number | null;
  listType: ListLoopMode;
  label: string;
  context: BlockRenderContext;
  small?: boolean;
}

/**
 * The products of one list, from context. When it comes within 400 px of the viewport it asks
 * the app for the list (the app fetches); until the list arrives, 4 placeholders show.
 */
export function ProductListView({ queryType, favouriteBrandId, listType, label, context, small = false }: ProductListViewProps) {
  const { t } = useTranslation();
  const request = productListRequest({ queryType, favouriteBrandId });
  const key = productListKey(request);
  const state = context.productLists[key];
  const { ref, near } = useNearViewport<HTMLDivElement>(PRODUCT_LIST_VIEWPORT_MARGIN_PX, state === undefined);
  const onNear = context.onProductListNearViewport;

  useEffect(() => {
    if (near && state === undefined) onNear?.(key, request);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- request is derived from key and new every render; depending on it would ask again in a loop
  }, [near, state, key, onNear]);

  if (state === undefined || state.status === 'loading') {
    return (
      <div ref={ref} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <HorizontalScroller
          small={small}
          label={label}
          items={Array.from({ length: PRODUCT_LIST_LOADING_PLACEHOLDERS }, (_, index) => ({ key: `placeholder-${index}`, node: <ProductTileSkeleton /> }))}
        />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex items-center gap-4 rounded border border-status-error bg-status-error-bg p-4 text-status-error">
        <span>{t('blocks.productList.error')}</span>
        {context.onRetryProductList ? (
          <Button variant="secondary" size="sm" onClick={() => context.onRetryProductList?.(key, request)} className="border-current font-semibold">
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (state.products.length === 0) return <p className="text-brand-muted">{t('blocks.productList.empty')}</p>;
  const products = listType === LIST_LOOP_MODE.LOOPING ? loopingListItems(state.products) : state.products;
  return (
    <HorizontalScroller
      small={small}
      label={label}
      items={products.map((product, index) => ({ key: `${product.id}-${index}`, node: <ProductTile product={product} actions={context.productActions} /> }))}
    />
  );
}
