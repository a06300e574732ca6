import type { SalonApi } from '@salon/api-client';
import { BRANDS_PATH, CAMPAIGNS_PATH, CONTENT_PATH_PREFIX, CREATOR_ROUTE_TYPE, EVENTS_PATH, GAME_PATH, LOCALES, brandPath, eventPath } from '@salon/domain';
import { productHref } from '../../frame/productCards';
import { storefrontConfig } from '../../lib/config.server';
import { requestContext } from '../../lib/request.server';
import { sharedResult } from '../../lib/sharedResult.server';
import type { Route } from './+types/sitemap';

/** The API's largest search page, and the sitemap protocol's limit of URLs per file. */
const PRODUCT_PAGE_SIZE = 100;
const MAX_SITEMAP_URLS = 50_000;

/** Composed pages of these route types have their own URL (shadow routes are the fixed list pages above). */
const COMPOSED_ROUTE_TYPES = [CREATOR_ROUTE_TYPE.CAMPAIGN, CREATOR_ROUTE_TYPE.POST, CREATOR_ROUTE_TYPE.EVENT, CREATOR_ROUTE_TYPE.ROUTE] as const;

type SitemapApi = {
  catalogue: Pick<SalonApi['catalogue'], 'categories' | 'brands' | 'search'>;
  creator: Pick<SalonApi['creator'], 'schemesByPath'>;
  events: Pick<SalonApi['events'], 'list'>;
};

async function productPaths(api: SitemapApi, limit: number): Promise<string[]> {
  const first = await api.catalogue.search({ page: 1, page_size: PRODUCT_PAGE_SIZE });
  const pages = Math.min(Math.ceil(first.count / PRODUCT_PAGE_SIZE), Math.ceil(limit / PRODUCT_PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => api.catalogue.search({ page: index + 2, page_size: PRODUCT_PAGE_SIZE })));
  return [first, ...rest].flatMap((page) => page.results.products.map(productHref));
}

/**
 * Every public URL: fixed pages, categories, brands, the upcoming events' pages, every product
 * (paged from the search API) and the published composed pages (campaigns, posts, events, content routes) of every language,
 * once per path (a page's canonical URL carries no lang). A failing source leaves only its part out.
 */
export async function sitemapPaths(api: SitemapApi): Promise<string[]> {
  const [categories, brands, events, schemes] = await Promise.all([
    api.catalogue.categories().catch(() => []),
    api.catalogue.brands().catch(() => []),
    api.events.list().catch(() => []),
    // Without a path, schemes-by-path lists the type's visible schemes of one language (the client
    // would add the page's): asked per language. It answers [] on error itself.
    Promise.all(COMPOSED_ROUTE_TYPES.flatMap((type) => LOCALES.map((locale) => api.creator.schemesByPath({ type, language: locale.code }))),
    ).then((lists) => lists.flat()),
  ]);
  const fixed = ['/', '/products', BRANDS_PATH, CAMPAIGNS_PATH, EVENTS_PATH, CONTENT_PATH_PREFIX.POST, '/contact', '/accessibility', GAME_PATH];
  const listed = [
    ...fixed,
    ...categories.map((category) => `/products/categories/${category.id}`),
    ...brands.map((brand) => brandPath(brand.slug)),
    ...events.map(eventPath),
    ...schemes.map((scheme) => scheme.path).filter((path) => path.startsWith('/')),
  ];
  const products = await productPaths(api, MAX_SITEMAP_URLS - listed.length).catch((error: unknown) => {
    console.error('[storefront] sitemap: the product search failed', error);
    return [];
  });
  return [...new Set([...listed, ...products])].slice(0, MAX_SITEMAP_URLS);
}

/** How long one built sitemap serves every request (and how long crawlers may keep it). */
export const SITEMAP_TTL_SECONDS = 600;
const sharedSitemap = sharedResult<string>(SITEMAP_TTL_SECONDS * 1000);

export async function loader({ request, context }: Route.LoaderArgs) {
  // The public view: a staff visitor's cookie must not add private schemes to the sitemap.
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  const ctx = requestContext(new Request(request.url, { headers }), context);
  // Absolute URLs from PUBLIC_ORIGIN: a Host header is the client's to choose.
  const origin = storefrontConfig().publicOrigin;
  // The document depends on nothing in the request (no cookie, the configured origin): one build serves all.
  const body = await sharedSitemap(async () => {
    const paths = await sitemapPaths(ctx.api);
    const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((path) => `  <url><loc>${escape(origin + path)}</loc></url>`).join('\n')}\n</urlset>\n`;
  });
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${SITEMAP_TTL_SECONDS}` } });
}
