import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { ERROR_CODE, IMAGE_WIDTH_PARAM } from '@salon/domain';
import type { AppEnv } from '../context';
import { brands, products } from '../db/schema';
import { notFound } from '../lib/errors';
import { translate } from '../lib/i18n';
import { requestedImageWidth } from '../media/imageWidth';
import { PRODUCT_IMAGE_MIME_TYPE, PRODUCT_IMAGE_SIZE, productPictureWebp, renderProductSvg } from '../media/productImage';
import { operations } from '../openapi/registry';

/** Generated images are immutable per product id: let browsers keep them for a day. */
const IMAGE_CACHE_SECONDS = 86_400;

export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/products/:file', async (c) => {
    const match = /^(\d{1,9})\.(webp|svg)$/.exec(c.req.param('file'));
    if (!match) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'No such image.');
    const width = requestedImageWidth(c.req.query(IMAGE_WIDTH_PARAM));
    const [row] = await c.var.db
      .select({ brandId: brands.id, brandName: brands.value, name: products.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, Number(match[1])));
    if (!row) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
    const svg = renderProductSvg({ brandId: row.brandId, brandName: row.brandName, productName: translate(row.name, c.var.viewer.locale) });
    c.header('Cache-Control', `public, max-age=${IMAGE_CACHE_SECONDS}`);
    if (match[2] === 'svg') {
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(svg);
    }
    c.header('Content-Type', PRODUCT_IMAGE_MIME_TYPE);
    return c.body(new Uint8Array(await productPictureWebp(svg, width ?? PRODUCT_IMAGE_SIZE)));
  });
  return app;
}

export const mediaDocs = operations([
  {
    method: 'get',
    path: '/products/:file',
    summary: 'Generated picture of a product (`{id}.webp`, optionally `?w=480|860|1200|1920`, at most 600 px wide; `{id}.svg` for the drawing)',
    tag: 'media',
    auth: 'public',
    response: { status: 200, description: 'WebP (or SVG) image, cached for a day.', contentType: 'image/webp' },
    errors: [400, 404],
  },
]);
