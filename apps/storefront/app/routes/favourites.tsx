import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Route } from './+types/favourites';
import { ProductGrid } from '../frame/productCards';
import { useApp } from '../lib/appContext';
import { Hydrated, dehydrated } from '../lib/hydration';
import { pageMeta, textFor } from '../lib/meta';
import { requestContext } from '../lib/request.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestContext(request, context);
  if (ctx.token) await ctx.queryClient.prefetchQuery(ctx.queries.favourites());
  return { dehydratedState: dehydrated(ctx), shortCode: ctx.shortCode, url: request.url };
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta({ title: textFor(loaderData.shortCode, 'favourites'), url: loaderData.url, shortCode: loaderData.shortCode }) : []);

function FavouritesContent() {
  const { t, isLoggedIn, openModal, queries } = useApp();
  const favourites = useQuery({ ...queries.favourites(), enabled: isLoggedIn });
  // Favourites need login: a logged-out visitor gets the login modal.
  useEffect(() => {
    if (!isLoggedIn) openModal('login');
  }, [isLoggedIn, openModal]);
  const products = (favourites.data ?? []).flatMap((favourite) => (favourite.product ? [favourite.product] : []));
  return (
    <section>
      <h1 className="text-h1">{t('favourites')}</h1>
      {isLoggedIn && favourites.data && products.length === 0 ? <p>{t('noFavourites')}</p> : null}
      <ProductGrid products={products} />
    </section>
  );
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  return (
    <Hydrated state={loaderData.dehydratedState}>
      <FavouritesContent />
    </Hydrated>
  );
}
