import { productPreviewSpec } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';
import { ProductTile, ProductTileSkeleton } from '../core/ProductTile';

export const productPreviewBlock = defineBlock(productPreviewSpec, {
  render: function ProductPreview({ props, context }) {
    const { t } = useTranslation();
    const id = String(props.productId).trim();
    if (!id) return null;
    const product = context.productsById?.[id];
    // The app could not load it (a removed product): the block leaves no empty frame.
    if (product === null) return null;
    if (!product) {
      return (
        <div role="status" aria-label={t('common.loading')} className="max-w-xs">
          <ProductTileSkeleton />
        </div>
      );
    }
    return (
      <div className="max-w-xs">
        <ProductTile product={product} actions={context.productActions} />
      </div>
    );
  },
});
