import type { ProductCard } from '@salon/api-client';
import { IMAGE_WIDTHS, formatEur, isAddToCartDisabled } from '@salon/domain';
import { useState } from 'react';
import { useApp } from '../lib/appContext';
import { useCart } from '../lib/cart';

export const productHref = (product: Pick<ProductCard, 'id'>) => `/products/${product.id}`;

/** Responsive image: widths 480/860/1200/1920, lazy below the fold. */
export function ProductImage({ product, eager = false, sizes = '(min-width: 860px) 25vw, 50vw' }: { product: ProductCard; eager?: boolean; sizes?: string }) {
  const file = product.files.find((candidate) => candidate.mime_type.startsWith('image/'));
  if (!file) return <div className="aspect-square bg-brand-surface" />;
  const srcSet = IMAGE_WIDTHS.map((width) => `${file.url}${file.url.includes('?') ? '&' : '?'}w=${width} ${width}w`).join(', ');
  return <img src={file.url} srcSet={srcSet} sizes={sizes} alt={product.name} loading={eager ? 'eager' : 'lazy'} className="aspect-square w-full object-contain" />;
}

/**
 * A product in a list with its add-to-cart button.
 * TODO(ui-product-widgets): swap for ProductCard/AddToCartButton from @salon/ui once
 * widgets/productWidgets.ts is re-exported from the package index.
 */
export function ProductTile({ product, eager = false }: { product: ProductCard; eager?: boolean }) {
  const { t, locale, openModal } = useApp();
  const cart = useCart();
  const [adding, setAdding] = useState(false);
  const inCart = cart.isInCart(product.id);
  const disabled = isAddToCartDisabled(product, inCart) || adding;
  const add = async () => {
    setAdding(true);
    try {
      await cart.addProduct(product.id);
      openModal('cart');
    } finally {
      setAdding(false);
    }
  };
  return (
    <article className="flex flex-col gap-2 rounded border border-brand-line p-3" data-testid="product-tile">
      <a href={productHref(product)} className="flex flex-col gap-2">
        <ProductImage product={product} eager={eager} />
        <span className="text-body-sm text-brand-muted">{product.brand_name}</span>
        <span className="font-semibold">{product.name}</span>
      </a>
      <p className="flex items-baseline gap-2">
        {product.price === null ? <span>{t('notPurchasable')}</span> : <span className="font-semibold">{formatEur(product.price, locale)}</span>}
        {product.old_price ? <s className="text-body-sm text-brand-muted">{formatEur(product.old_price, locale)}</s> : null}
      </p>
      <button type="button" disabled={disabled} onClick={() => void add()} className="mt-auto rounded bg-brand-ink px-3 py-2 font-semibold text-brand-paper disabled:opacity-50">
        {inCart ? `✓ ${t('inCart')}` : t('addToCart')}
      </button>
    </article>
  );
}

export function ProductGrid({ products }: { products: readonly ProductCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
