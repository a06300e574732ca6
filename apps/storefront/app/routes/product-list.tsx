import { PRODUCT_LIST_SEGMENTS, translatedValue } from '@salon/domain';
import { data } from 'react-router';
import type { Route } from './+types/product-list';
import { BrandProducts, BrandsIndex, CategoriesIndex, CategoryProducts } from '../components/CatalogueLists';
import { listingParams } from '../components/ProductListing';
import { brandBySlug, categoryById } from '../lib/catalogue.server';
import { Hydrated, dehydrated } from '../lib/hydration';
import { pageMeta, textFor } from '../lib/meta';
import { requestContext } from '../lib/request.server';
import { redirectPastLastPage } from '../lib/pastLastPage.server';

type ListSegment = (typeof PRODUCT_LIST_SEGMENTS)[number];
const isListSegment = (value: string): value is ListSegment => (PRODUCT_LIST_SEGMENTS as readonly string[]).includes(value);

/**
 * /products/{list}/{id?}: list must be brands or categories, else 404. Also serves
 * /products/brands, /products/brands/{slug} and /products/categories/{id}.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const list = params.list ?? (new URL(request.url).pathname.split('/')[2] as string);
  if (!isListSegment(list)) throw data('NOT_FOUND', { status: 404 });
  const ctx = requestContext(request, context);
  const url = new URL(request.url);
  const id = params.id ?? (params as { slug?: string }).slug;
  const base = { shortCode: ctx.shortCode, url: request.url };
  if (list === 'brands') {
    if (!id) {
      await ctx.queryClient.prefetchQuery(ctx.queries.brands());
      return { ...base, kind: 'brands' as const, title: textFor(ctx.shortCode, 'brands'), dehydratedState: dehydrated(ctx) };
    }
    const brand = await brandBySlug(ctx, id);
    const search = listingParams(url, { brands: brand.id });
    await Promise.all([ctx.queryClient.prefetchQuery(ctx.queries.search(search)), ctx.queryClient.prefetchQuery(ctx.queries.categories())]);
    redirectPastLastPage(ctx, url, search);
    return { ...base, kind: 'brand' as const, brand, search, title: brand.value, dehydratedState: dehydrated(ctx) };
  }
  if (!id) {
    await ctx.queryClient.prefetchQuery(ctx.queries.categories());
    return { ...base, kind: 'categories' as const, title: textFor(ctx.shortCode, 'categories'), dehydratedState: dehydrated(ctx) };
  }
  const category = await categoryById(ctx, id);
  const search = listingParams(url, { categories: category.id });
  await Promise.all([ctx.queryClient.prefetchQuery(ctx.queries.search(search)), ctx.queryClient.prefetchQuery(ctx.queries.brands())]);
  redirectPastLastPage(ctx, url, search);
  return { ...base, kind: 'category' as const, category, search, title: translatedValue(category.i18n_name, ctx.locale), dehydratedState: dehydrated(ctx) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta({ title: loaderData.title, url: loaderData.url, shortCode: loaderData.shortCode }) : [];
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  return (
    <Hydrated state={loaderData.dehydratedState}>
      {loaderData.kind === 'brands' ? <BrandsIndex /> : null}
      {loaderData.kind === 'categories' ? <CategoriesIndex /> : null}
      {loaderData.kind === 'brand' ? <BrandProducts brand={loaderData.brand} params={loaderData.search} /> : null}
      {loaderData.kind === 'category' ? <CategoryProducts category={loaderData.category} params={loaderData.search} /> : null}
    </Hydrated>
  );
}
