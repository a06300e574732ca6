import { BRANDS_PATH, CAMPAIGNS_PATH, EVENTS_PATH, CONTENT_PATH_PREFIX, brandPath } from '@salon/domain';
import { requestContext } from '../../lib/request.server';

/** Fixed pages, every category and brand page. Composed pages join when the creator API lists routes. */
export async function loader({ request }: { request: Request }) {
  const ctx = requestContext(request);
  const origin = new URL(request.url).origin;
  const [categories, brands] = await Promise.all([ctx.api.catalogue.categories().catch(() => []), ctx.api.catalogue.brands().catch(() => [])]);
  const paths = [
    '/',
    '/products',
    BRANDS_PATH,
    CAMPAIGNS_PATH,
    EVENTS_PATH,
    CONTENT_PATH_PREFIX.POST,
    '/contact',
    '/accessibility',
    ...categories.map((category) => `/products/categories/${category.id}`),
    ...brands.map((brand) => brandPath(brand.slug)),
  ];
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((path) => `  <url><loc>${escape(origin + path)}</loc></url>`).join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
