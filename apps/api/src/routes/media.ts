import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { ERROR_CODE } from '@salon/domain';
import type { AppEnv } from '../context';
import { brands, products } from '../db/schema';
import { notFound } from '../lib/errors';
import { translate } from '../lib/i18n';
import { renderProductSvg } from '../media/productImage';
import { operations } from '../openapi/registry';

/** Generated images are immutable per product id: let browsers keep them for a day. */
const IMAGE_CACHE_SECONDS = 86_400;

export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/products/:file', async (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'No such image.');
    const [row] = await c.var.db
      .select({ brandId: brands.id, brandName: brands.value, name: products.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, Number(match[1])));
    if (!row) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', `public, max-age=${IMAGE_CACHE_SECONDS}`);
    return c.body(renderProductSvg({ brandId: row.brandId, brandName: row.brandName, productName: translate(row.name, c.var.viewer.locale) }));
  });
  return app;
}

export const mediaDocs = operations([
  { method: 'get', path: '/products/:file', summary: 'Generated SVG image of a product (`{id}.svg`)', tag: 'media', auth: 'public', response: { status: 200, description: 'SVG image, cached for a day.', contentType: 'image/svg+xml' }, errors: [404] },
]);
