import { ProductCard, type ProductCardProduct } from '../../widgets/ProductCard';
import type { BlockProduct, BlockProductActions } from './context';

const inert = () => undefined;
/** Outside the store (the creator's canvas, previews) the card's buttons show and do nothing. */
const INERT_ACTIONS: BlockProductActions = {
  loggedIn: false,
  isInCart: () => false,
  isFavourite: () => false,
  addToCart: inert,
  addFavourite: inert,
  removeFavourite: inert,
  loginRequired: inert,
};

const toProductCardProduct = (product: BlockProduct): ProductCardProduct => ({
  id: product.id,
  name: product.name,
  href: product.url,
  brandName: product.brand ?? null,
  imageUrl: product.imageSrc ?? null,
  price: product.priceEur,
  oldPrice: product.oldPriceEur ?? null,
  discountRate: product.discountRate ?? null,
  restrictions: product.restrictions ?? null,
  isDisabled: product.isDisabled ?? false,
  ...(product.availableStock !== undefined ? { availableStock: product.availableStock } : {}),
  ...(product.saleDelay !== undefined ? { saleDelay: product.saleDelay } : {}),
});

/**
 * A product in a block list or preview: the widgets' ProductCard, the same tile as the listings
 * (price, old price and discount, stock and delivery labels, favourite, add to cart), its
 * buttons wired through the context's productActions.
 */
export function ProductTile({ product, actions, headingLevel = 'h3' }: { product: BlockProduct; actions?: BlockProductActions | undefined; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const act = actions ?? INERT_ACTIONS;
  return (
    <ProductCard
      product={toProductCardProduct(product)}
      headingLevel={headingLevel}
      inCart={act.isInCart(product.id)}
      isFavourite={act.isFavourite(product.id)}
      loggedIn={act.loggedIn}
      onAddToCart={act.addToCart}
      {...(act.onAdded ? { onAdded: act.onAdded } : {})}
      onFavouriteAdd={act.addFavourite}
      onFavouriteRemove={act.removeFavourite}
      onLoginRequired={act.loginRequired}
    />
  );
}

/**
 * A loading tile with the loaded card's rows at their heights (ProductCard: picture, brand, two
 * lines of name, labels, price, cart button), so a list keeps its height when its products arrive.
 */
export function ProductTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col gap-2 rounded border border-brand-line p-3 motion-reduce:animate-none">
      <div className="aspect-square w-full rounded bg-brand-surface" />
      <div className="h-5 w-1/2 bg-brand-surface" />
      <div className="h-12 w-3/4 bg-brand-surface" />
      {/* The card's labels row: one label high, with or without a label. */}
      <div className="h-6" />
      <div className="mt-auto flex flex-col gap-2">
        <div className="h-7 w-1/3 bg-brand-surface" />
        <div className="h-11 w-full rounded bg-brand-surface" />
      </div>
    </div>
  );
}
