import { ApiError } from '@salon/api-client';
import { ERROR_CODE } from '@salon/domain';
import { AddToCartButton, DeliveryDelayLabel, FavouriteToggle, OutOfStockLabel, Price } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import type { Route } from './+types/product';
import { productImageSrcSet, productImageUrl, useFavourites } from '../frame/productCards';
import { useApp } from '../lib/appContext';
import { useCart } from '../lib/cart';
import { Hydrated, dehydrated } from '../lib/hydration';
import { pageMeta } from '../lib/meta';
import { requestContext } from '../lib/request.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.id)) throw data(ERROR_CODE.PRODUCT_NOT_FOUND, { status: 404 });
  const ctx = requestContext(request);
  let product;
  try {
    product = await ctx.queryClient.fetchQuery(ctx.queries.product(params.id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(ERROR_CODE.PRODUCT_NOT_FOUND, { status: 404 });
    throw error;
  }
  if (ctx.token) await ctx.queryClient.prefetchQuery(ctx.queries.favourites());
  const image = product.files.find((file) => file.mime_type.startsWith('image/'))?.url ?? null;
  return { dehydratedState: dehydrated(ctx), id: params.id, title: product.name, description: product.description.slice(0, 160), image, shortCode: ctx.shortCode, url: request.url };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, image: loaderData.image, url: loaderData.url, shortCode: loaderData.shortCode }) : [];
}

/** The image column: full width on phones, half the page from the md two-column grid, at most half of max-w-page (1440 px). */
const PRODUCT_IMAGE_SIZES = '(min-width: 1440px) 720px, (min-width: 768px) 50vw, 100vw';

function ProductDetail({ id }: { id: string }) {
  const { t, queries, openModal, isLoggedIn } = useApp();
  const cart = useCart();
  const favourites = useFavourites();
  const product = useQuery(queries.product(id)).data;
  if (!product) return null;
  const image = productImageUrl(product);
  // Width variants only for raster images: a vector image is one file at every width, and the same
  // URL as the product cards' lets the browser reuse the copy it already has.
  const srcSet = productImageSrcSet(product);
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <div className="flex flex-col gap-2">
        {image ? <img src={image} sizes={srcSet ? PRODUCT_IMAGE_SIZES : undefined} srcSet={srcSet} alt={product.name} fetchPriority="high" className="aspect-square w-full object-contain" /> : null}
      </div>
      <div className="flex flex-col gap-4">
        <a href={`/products/brands/${product.brand.slug}`} className="text-brand-muted">
          {product.brand_name}
        </a>
        <h1 className="text-h1">{product.name}</h1>
        {product.reviews.rating_count > 0 ? (
          <p>
            {t('rating', { rating: product.reviews.average_rating ?? 0, count: product.reviews.rating_count })}
          </p>
        ) : null}
        <Price price={product.price} oldPrice={product.old_price} discountRate={product.discount_rate} />
        {product.available_stock > 0 ? <p>{t('inStock', { count: product.available_stock })}</p> : <OutOfStockLabel />}
        {product.sale_delay > 0 ? <DeliveryDelayLabel workingDays={product.sale_delay} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <AddToCartButton
            price={product.price}
            restrictions={product.valid_restrictions}
            isDisabled={product.is_disabled}
            inCart={cart.isInCart(product.id)}
            productName={product.name}
            onAdd={() => cart.addProduct(product.id)}
            onAdded={() => openModal('cart')}
          />
          <FavouriteToggle
            productName={product.name}
            isFavourite={favourites.isFavourite(product.id)}
            loggedIn={isLoggedIn}
            onAdd={() => favourites.add(product.id)}
            onRemove={() => favourites.remove(product.id)}
            onLoginRequired={() => openModal('login')}
          />
        </div>
        <p className="whitespace-pre-line">{product.description}</p>
      </div>
    </article>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <Hydrated state={loaderData.dehydratedState}>
      <ProductDetail id={loaderData.id} />
    </Hydrated>
  );
}
