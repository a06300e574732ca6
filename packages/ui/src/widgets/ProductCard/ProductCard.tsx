import { BREAKPOINT_MIN_WIDTH, safeHref, type Instant } from '@salon/domain';
import clsx from 'clsx';
import { AddToCartButton, type Restriction } from '../AddToCartButton';
import { DeliveryDelayLabel } from '../DeliveryDelayLabel';
import { FavouriteToggle } from '../FavouriteToggle';
import { OutOfStockLabel } from '../OutOfStockLabel';
import { Price, type Amount } from '../Price';
import { PromoLabel } from '../PromoLabel';

export interface ProductCardProduct {
  id: number | string;
  name: string;
  href: string;
  brandName?: string | null;
  imageUrl?: string | null;
  /** Width variants of a raster image (`srcset`, see @salon/domain imageSrcSet); none for SVG. */
  imageSrcSet?: string | null;
  price: Amount;
  oldPrice?: Amount;
  discountRate?: number | string | null;
  restrictions?: readonly Restriction[] | null;
  isDisabled?: boolean;
  /** Units in stock; zero or less shows the out-of-stock label. Unknown (undefined) shows none. */
  availableStock?: number | null;
  /** Working days before the product ships; above zero shows the delivery-delay label. */
  saleDelay?: number | null;
}

export interface ProductCardProps {
  product: ProductCardProduct;
  inCart?: boolean;
  isFavourite?: boolean;
  loggedIn: boolean;
  /** Campaign label text (e.g. "-20%" or "Black Friday"). */
  promoLabel?: string | null;
  /** Needed with promoLabel: decides the promo window styling. */
  now?: Instant;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * Cards in the first visible row: the image loads at once with high priority (it is often the
   * page's largest paint); the others load lazily as they scroll in.
   */
  imagePriority?: boolean;
  onAddToCart: (productId: ProductCardProduct['id'], quantity: number) => void | Promise<unknown>;
  onAdded?: () => void;
  onFavouriteAdd: (productId: ProductCardProduct['id']) => void | Promise<unknown>;
  onFavouriteRemove: (productId: ProductCardProduct['id']) => void | Promise<unknown>;
  onLoginRequired: () => void;
  className?: string;
}

/**
 * A card's image slot in the product grid: two columns on phones, three from `md`, four from `lg`,
 * and a quarter of the 1440 px page at most. The breakpoints are the grid's own: with other ones a
 * tablet was told a third where it shows a half, and fetched a copy too narrow.
 */
const CARD_IMAGE_SIZES = [
  `(min-width: ${BREAKPOINT_MIN_WIDTH.XL}px) ${BREAKPOINT_MIN_WIDTH.XL / 4}px`,
  `(min-width: ${BREAKPOINT_MIN_WIDTH.LG}px) 25vw`,
  `(min-width: ${BREAKPOINT_MIN_WIDTH.MD}px) 33vw`,
  '50vw',
].join(', ');

export function ProductCard({
  product,
  inCart,
  isFavourite = false,
  loggedIn,
  promoLabel,
  now = Date.now(),
  headingLevel: Heading = 'h3',
  imagePriority = false,
  onAddToCart,
  onAdded,
  onFavouriteAdd,
  onFavouriteRemove,
  onLoginRequired,
  className,
}: ProductCardProps) {
  const outOfStock = typeof product.availableStock === 'number' && product.availableStock <= 0;
  // Product links can come from stored content (block tiles): a link that could run script is dropped.
  const href = safeHref(product.href);
  return (
    <article className={clsx('relative flex h-full flex-col gap-2 rounded border border-brand-line bg-brand-paper p-3', className)}>
      <div className="relative">
        {/* The picture repeats the heading's link for pointer users; keyboard and screen readers get the heading's. */}
        <a href={href} tabIndex={-1} aria-hidden="true" className="block aspect-square overflow-hidden rounded bg-brand-surface">
          {product.imageUrl ? <img src={product.imageUrl} sizes={product.imageSrcSet ? CARD_IMAGE_SIZES : undefined} srcSet={product.imageSrcSet ?? undefined} alt="" loading={imagePriority ? 'eager' : 'lazy'} fetchPriority={imagePriority ? 'high' : undefined} className="size-full object-contain" /> : null}
        </a>
        {promoLabel ? (
          <PromoLabel now={now} className="absolute left-2 top-2">
            {promoLabel}
          </PromoLabel>
        ) : null}
        <FavouriteToggle
          productName={product.name}
          isFavourite={isFavourite}
          loggedIn={loggedIn}
          onAdd={() => onFavouriteAdd(product.id)}
          onRemove={() => onFavouriteRemove(product.id)}
          onLoginRequired={onLoginRequired}
          className="absolute right-1 top-1 bg-brand-paper/90"
        />
      </div>
      {product.brandName ? <p className="text-body-sm uppercase text-brand-muted">{product.brandName}</p> : null}
      <Heading className="line-clamp-2 text-body font-medium">
        {href ? (
          <a href={href} className="text-brand-ink hover:underline">
            {product.name}
          </a>
        ) : (
          product.name
        )}
      </Heading>
      {/* One label's height even without one: a list keeps its height when its products arrive (ProductTileSkeleton). */}
      <div className="flex min-h-6 flex-wrap gap-1">
        {outOfStock ? <OutOfStockLabel /> : null}
        {product.saleDelay ? <DeliveryDelayLabel workingDays={product.saleDelay} /> : null}
      </div>
      <div className="mt-auto flex flex-col gap-2">
        <Price price={product.price} oldPrice={product.oldPrice} discountRate={product.discountRate} />
        <AddToCartButton
          price={product.price}
          restrictions={product.restrictions}
          isDisabled={product.isDisabled}
          inCart={inCart}
          productName={product.name}
          onAdd={(quantity) => onAddToCart(product.id, quantity)}
          onAdded={onAdded}
          fullWidth
        />
      </div>
    </article>
  );
}
