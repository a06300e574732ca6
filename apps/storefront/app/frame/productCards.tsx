import type { ProductCard as ApiProduct } from '@salon/api-client';
import { FILE_KIND, imageSrcSet } from '@salon/domain';
import { ProductCard, type ProductCardProduct, type ProductGalleryImage } from '@salon/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApp } from '../lib/appContext';
import { useCart } from '../lib/cart';
import { useWriteFailure } from '../lib/writeFailure';

export const productHref = (product: Pick<ApiProduct, 'id'>) => `/products/${product.id}`;

export const productImageUrl = (product: Pick<ApiProduct, 'files'>): string | null =>
  product.files.find((file) => file.mime_type.startsWith('image/'))?.url ?? null;

/** Width variants of the product's first image; none for the seed's generated SVGs (one file at every width). */
const productImageSrcSet = (product: Pick<ApiProduct, 'files'>): string | undefined => {
  const image = product.files.find((file) => file.mime_type.startsWith('image/'));
  return image ? imageSrcSet(image.url, image.mime_type) : undefined;
};

/** The product page's gallery: the image files in their stored order (documents stay out), each with its width variants. */
export const productGalleryImages = (product: Pick<ApiProduct, 'files'>): ProductGalleryImage[] =>
  product.files
    .filter((file) => file.kind === FILE_KIND.IMAGES && file.mime_type.startsWith('image/'))
    .map((file) => ({ url: file.url, srcSet: imageSrcSet(file.url, file.mime_type) }));

/** The API product as the @salon/ui ProductCard reads it. */
const toCardProduct = (product: ApiProduct): ProductCardProduct => ({
  id: product.id,
  name: product.name,
  href: productHref(product),
  brandName: product.brand_name,
  imageUrl: productImageUrl(product),
  imageSrcSet: productImageSrcSet(product),
  price: product.price,
  oldPrice: product.old_price,
  discountRate: product.discount_rate,
  restrictions: product.valid_restrictions,
  isDisabled: product.is_disabled,
  availableStock: product.available_stock,
  saleDelay: product.sale_delay,
});

/** Favourites of a logged-in user: add, and delete by the stored favourite id. */
export function useFavourites() {
  const { isLoggedIn, queries, mutations } = useApp();
  const favourites = useQuery({ ...queries.favourites(), enabled: isLoggedIn });
  const showFailure = useWriteFailure();
  const add = useMutation({ ...mutations.addFavourite(), onError: showFailure });
  const remove = useMutation({ ...mutations.removeFavourite(), onError: showFailure });
  const list = favourites.data;
  const addAsync = add.mutateAsync;
  const removeAsync = remove.mutateAsync;
  // One object per favourites answer: block contexts that hold it change only when favourites do.
  return useMemo(() => {
    const favouriteOf = (productId: number | string) => list?.find((item) => String(item.product?.id) === String(productId));
    return {
      isFavourite: (productId: number | string) => favouriteOf(productId) !== undefined,
      add: (productId: number | string) => addAsync(Number(productId)),
      remove: async (productId: number | string) => {
        const favourite = favouriteOf(productId);
        if (favourite) await removeAsync(favourite.id);
      },
    };
  }, [list, addAsync, removeAsync]);
}

/** Cards in the grid's first row at its widest (4 columns): their images load eagerly, with high priority. */
const PRIORITY_CARD_COUNT = 4;

/**
 * Cards after the first row are laid out and painted only when scrolled near (content-visibility),
 * so a listing's first layout skips them: on the category page the load's style and layout work
 * fell by about a quarter (docs/quality.md, "Cards after the first row"). They stay in the
 * accessibility tree, the tab order and find-in-page. 28rem is about a card's height; once shown,
 * the browser keeps its real one.
 */
const LATER_CARD_CLASS = '[content-visibility:auto] [contain-intrinsic-size:auto_28rem]';

/** Product cards in a grid; every visible piece is the @salon/ui ProductCard. */
export function ProductGrid({ products, cardHeadingLevel = 'h3' }: { products: readonly ApiProduct[]; /** One below the heading the grid sits under. */ cardHeadingLevel?: 'h2' | 'h3' }) {
  const { isLoggedIn, openModal } = useApp();
  const cart = useCart();
  const favourites = useFavourites();
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} data-testid="product-tile" className={index < PRIORITY_CARD_COUNT ? undefined : LATER_CARD_CLASS}>
          <ProductCard
            product={toCardProduct(product)}
            imagePriority={index < PRIORITY_CARD_COUNT}
            headingLevel={cardHeadingLevel}
            inCart={cart.isInCart(product.id)}
            isFavourite={favourites.isFavourite(product.id)}
            loggedIn={isLoggedIn}
            onAddToCart={(id) => cart.addProduct(Number(id))}
            onAdded={() => openModal('cart')}
            onFavouriteAdd={favourites.add}
            onFavouriteRemove={favourites.remove}
            onLoginRequired={() => openModal('login')}
          />
        </li>
      ))}
    </ul>
  );
}
