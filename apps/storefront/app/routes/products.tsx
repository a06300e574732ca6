import { SEARCH_QUERY_PARAM, translatedValue } from '@salon/domain';
import { CategoryButtons } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { categoryHref } from '../frame/Navbar';
import type { Route } from './+types/products';
import { ProductListing, listingParams } from '../components/ProductListing';
import { ProductSearchBar } from '../components/ProductSearchBar';
import { useApp } from '../lib/appContext';
import { Hydrated, dehydrated } from '../lib/hydration';
import { pageMeta, textFor } from '../lib/meta';
import { requestContext } from '../lib/request.server';
import { redirectPastLastPage } from '../lib/pastLastPage.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestContext(request, context);
  const url = new URL(request.url);
  const params = listingParams(url);
  // The filter form's brand options render on the server too (no layout shift when they arrive).
  await Promise.all([ctx.queryClient.prefetchQuery(ctx.queries.search(params)), ctx.queryClient.prefetchQuery(ctx.queries.categories()), ctx.queryClient.prefetchQuery(ctx.queries.brands())]);
  redirectPastLastPage(ctx, url, params);
  return { dehydratedState: dehydrated(ctx), params, term: url.searchParams.get(SEARCH_QUERY_PARAM)?.trim() ?? '', shortCode: ctx.shortCode, url: request.url };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { shortCode, term } = loaderData;
  return pageMeta({ title: term ? textFor(shortCode, 'searchResults', { term }) : textFor(shortCode, 'products'), url: loaderData.url, shortCode });
}

/**
 * All products start from the catalogue's top level: its categories as buttons (the first six,
 * then "all categories"), as a category page shows its subcategories. Not on search results.
 */
function TopCategoryButtons() {
  const { t, queries, locale } = useApp();
  const categories = useQuery(queries.categories());
  const roots = (categories.data ?? []).filter((category) => category.parent === null);
  return (
    <div className="mb-4">
      <CategoryButtons label={t('categories')} categories={roots.map((root) => ({ label: translatedValue(root.i18n_name, locale), href: categoryHref(root) }))} />
    </div>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useApp();
  return (
    <Hydrated state={loaderData.dehydratedState}>
      <ProductSearchBar />
      {loaderData.term ? null : <TopCategoryButtons />}
      <ProductListing params={loaderData.params} heading={loaderData.term ? t('searchResults', { term: loaderData.term }) : t('products')} />
    </Hydrated>
  );
}
