import { ApiError } from '@salon/api-client';
import { ERROR_CODE, formatEur, isAddToCartDisabled } from '@salon/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/product';
import { ProductImage } from '../components/ProductTile';
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

function FavouriteButton({ productId }: { productId: number }) {
  const { t, isLoggedIn, openModal, queries, mutations } = useApp();
  const favourites = useQuery({ ...queries.favourites(), enabled: isLoggedIn });
  const add = useMutation(mutations.addFavourite());
  const remove = useMutation(mutations.removeFavourite());
  const favourite = favourites.data?.find((item) => item.product?.id === productId);
  const onClick = () => {
    if (!isLoggedIn) openModal('login');
    else if (favourite) remove.mutate(favourite.id);
    else add.mutate(productId);
  };
  return (
    <button type="button" onClick={onClick} aria-pressed={Boolean(favourite)} className="rounded border border-brand-line px-4 py-2" data-testid="favourite-toggle">
      {favourite ? `♥ ${t('removeFavourite')}` : `♡ ${t('addFavourite')}`}
    </button>
  );
}

function ProductDetail({ id }: { id: string }) {
  const { t, queries, locale, openModal } = useApp();
  const cart = useCart();
  const product = useQuery(queries.product(id)).data;
  const [adding, setAdding] = useState(false);
  if (!product) return null;
  const inCart = cart.isInCart(product.id);
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
    <article className="grid gap-8 md:grid-cols-2">
      <div className="flex flex-col gap-2">
        <ProductImage product={product} eager sizes="(min-width: 860px) 50vw, 100vw" />
      </div>
      <div className="flex flex-col gap-4">
        <a href={`/products/brands/${product.brand.slug}`} className="text-brand-muted">
          {product.brand_name}
        </a>
        <h1 className="text-h1">{product.name}</h1>
        {product.reviews.rating_count > 0 ? (
          <p aria-label="rating">
            ★ {product.reviews.average_rating} ({product.reviews.rating_count})
          </p>
        ) : null}
        <p className="flex items-baseline gap-3 text-h2">
          {product.price === null ? t('notPurchasable') : formatEur(product.price, locale)}
          {product.old_price ? <s className="text-body text-brand-muted">{formatEur(product.old_price, locale)}</s> : null}
        </p>
        <p>{product.available_stock > 0 ? t('inStock', { count: product.available_stock }) : t('outOfStock')}</p>
        {product.valid_restrictions.map((restriction) => (
          <p key={`${restriction.scope}-${restriction.value}`} role="note" className="text-status-warning">
            {restriction.reason}
          </p>
        ))}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void add()}
            disabled={isAddToCartDisabled(product, inCart) || adding}
            className="rounded bg-brand-ink px-6 py-3 font-semibold text-brand-paper disabled:opacity-50"
          >
            {inCart ? `✓ ${t('inCart')}` : t('addToCart')}
          </button>
          <FavouriteButton productId={product.id} />
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
