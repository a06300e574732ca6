import { formatEur, hasPrice, type LocaleCode, safeHref } from '@salon/domain';
import type { BlockProduct } from './context';
import { BlockImage } from './BlockImage';

/**
 * A compact product tile for block lists. The widgets' ProductCard is not available to blocks
 * yet; this one keeps to name, brand, price and image.
 */
export function ProductTile({ product, locale }: { product: BlockProduct; locale: LocaleCode }) {
  return (
    <a href={safeHref(product.url)} className="group block h-full rounded border border-brand-line bg-brand-paper p-3 hover:border-brand-ink">
      {product.imageSrc ? (
        <BlockImage src={product.imageSrc} alt="" className="mb-2 aspect-square w-full object-contain" />
      ) : (
        <div className="mb-2 aspect-square w-full bg-brand-surface" />
      )}
      {product.brand ? <span className="block text-body-sm text-brand-muted">{product.brand}</span> : null}
      <span className="block text-body-sm font-semibold group-hover:underline">{product.name}</span>
      {hasPrice(product.priceEur) ? <span className="mt-1 block text-body font-semibold">{formatEur(product.priceEur, locale)}</span> : null}
    </a>
  );
}

export function ProductTileSkeleton() {
  return (
    <div aria-hidden="true" className="h-full animate-pulse rounded border border-brand-line p-3">
      <div className="mb-2 aspect-square w-full bg-brand-surface" />
      <div className="mb-1 h-3 w-1/2 bg-brand-surface" />
      <div className="h-4 w-3/4 bg-brand-surface" />
    </div>
  );
}
