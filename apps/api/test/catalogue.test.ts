import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { SEASONAL_SALE_LABEL, QUICK_SEARCH_PAGE_SIZE, imageSrcSet } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';

const api = await createTestApi();
afterAll(() => api.close());

describe('reference lists', () => {
  it('lists the five languages', async () => {
    const response = await api.request('GET', '/api/v1/languages/');
    expect(response.status).toBe(200);
    expect(response.body.map((language: any) => language.short_code)).toEqual(['et', 'en', 'ru', 'fi', 'lv']);
    expect(response.body[0]).toMatchObject({ code: 'et_EE', iso: 'et-EE', long_name: 'Eesti' });
  });

  it('lists at least 40 brands', async () => {
    const response = await api.request('GET', '/api/v1/products/brands/');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(40);
    expect(response.body[0]).toEqual({ id: expect.any(Number), value: expect.any(String), slug: expect.any(String) });
  });

  it('lists a three-level category tree in five languages without seasonal-sale categories', async () => {
    const response = await api.request('GET', '/api/v1/products/categories/');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(60);
    const names = response.body.map((category: any) => category.i18n_name.et_EE.value as string);
    expect(names.some((name: string) => name.startsWith(SEASONAL_SALE_LABEL))).toBe(false);
    const byId = new Map(response.body.map((category: any) => [category.id, category]));
    const depth = (category: any): number => (category.parent === null ? 1 : 1 + depth(byId.get(category.parent)));
    expect(Math.max(...response.body.map(depth))).toBe(3);
    expect(Object.keys(response.body[0].i18n_name).sort()).toEqual(['en_US', 'et_EE', 'fi_FI', 'lv_LV', 'ru_RU']);
  });

  it('lists delivery methods by country and answers unknown ids with 404', async () => {
    const list = await api.request('GET', '/api/v1/deliveries/methods/?country_id=2');
    expect(list.status).toBe(200);
    expect(list.body.every((method: any) => method.country_id === 2)).toBe(true);
    const one = await api.request('GET', `/api/v1/deliveries/methods/${list.body[0].id}/`);
    expect(one.status).toBe(200);
    expect((await api.request('GET', '/api/v1/deliveries/methods/9999/')).body.code).toBe('DELIVERY_METHOD_NOT_FOUND');
    expect((await api.request('GET', '/api/v1/deliveries/methods/x/')).status).toBe(400);
  });

  it('lists job advertisements', async () => {
    const response = await api.request('GET', '/api/v1/careers/job-advertisements/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.map((job: any) => job.title)).toContain('Customer service agent');
  });
});

describe('product search', () => {
  const search = (query: string, options = {}) => api.request('GET', `/api/v1/products/elastic/search/new/?${query}`, options);

  it('finds products by term and by prefix and returns brands and categories', async () => {
    const exact = await search('term=shampoo&page=1&page_size=5', { headers: { 'Accept-Language': 'en' } });
    expect(exact.status).toBe(200);
    expect(exact.body.count).toBeGreaterThan(0);
    expect(exact.body.results.products.length).toBeLessThanOrEqual(5);
    expect(exact.body.results.products[0].name.toLowerCase()).toContain('shampoo');
    // A prefix of a word is a full-text match, not a typo.
    expect((await search('term=shampo&page_size=5')).body.count).toBeGreaterThan(0);
    const russian = await search('term=шампунь', { headers: { 'Accept-Language': 'ru' } });
    expect(russian.body.count).toBeGreaterThan(0);
    expect(russian.body.results.categories.length).toBeGreaterThan(0);
    const brand = await search('term=nordic');
    expect(brand.body.results.brands.map((item: any) => item.value)).toContain('Nordic Keratin');
  });

  it('reads the first 8 words of a term: a hundred more change nothing (decision 0083)', async () => {
    const words = 'silk hair brush';
    const padded = `${words} ${Array.from({ length: 100 }, (_, index) => String.fromCharCode(97 + (index % 26))).join(' ')}`.slice(0, 200);
    const short = await search(`term=${encodeURIComponent(`${words} a b c d e`)}`);
    const long = await search(`term=${encodeURIComponent(padded)}`);
    expect(long.status).toBe(200);
    expect(long.body.count).toBe(short.body.count);
  });

  it('finds a misspelt word through the pg_trgm fallback when full-text search matches nothing', async () => {
    // One letter wrong at the end: no prefix of any indexed word, so only trigram similarity finds it.
    const term = 'shampoa';
    const fullText = await api.database.db.execute(
      sql`select count(*)::int as count from products where search_vector @@ to_tsquery('simple', ${`${term}:*`}) or search_vector @@ to_tsquery('english', ${`${term}:*`})`,
    );
    expect((fullText.rows[0] as { count: number }).count).toBe(0);
    const trigram = await api.database.db.execute(sql`select count(*)::int as count from products where search_text %> ${term}`);
    const trigramCount = (trigram.rows[0] as { count: number }).count;
    expect(trigramCount).toBeGreaterThan(0);

    for (const language of ['et', 'en']) {
      const typo = await search(`term=${term}&page_size=50`, { headers: { 'Accept-Language': language } });
      expect(typo.status).toBe(200);
      expect(typo.body.count, language).toBe(trigramCount);
    }
    const english = await search(`term=${term}&page_size=5`, { headers: { 'Accept-Language': 'en' } });
    expect(english.body.results.products[0].name.toLowerCase()).toContain('shampoo');
  });

  it('pages, filters by category, brand, price and discount, and sorts', async () => {
    const categories = (await api.request('GET', '/api/v1/products/categories/')).body;
    const root = categories.find((category: any) => category.parent === null);
    const inRoot = await search(`categories=${root.id},${root.id}&page_size=10`);
    expect(inRoot.status).toBe(200);
    expect(inRoot.body.count).toBeGreaterThan(0);
    const cheap = await search('price_start=5&price_end=20&sort=price_asc&page_size=50');
    const prices = cheap.body.results.products.map((product: any) => Number(product.price));
    expect(prices.every((price: number) => price >= 5 && price <= 20)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const discounted = await search('discount_rate_start=10&page_size=10');
    expect(discounted.body.results.products.every((product: any) => product.discount_rate >= 10 && product.old_price !== null)).toBe(true);
    const brandId = cheap.body.results.products[0].brand_id;
    const byBrand = await search(`brand=${brandId}&page_size=50`);
    expect(byBrand.body.results.products.every((product: any) => product.brand_id === brandId)).toBe(true);
    const page2 = await search('page=2&page_size=10');
    expect(page2.body.page).toBe(2);
    const quick = await search(`term=mask&page=1&page_size=${QUICK_SEARCH_PAGE_SIZE}&standalone=true`);
    expect(quick.status).toBe(200);
  });

  it('rejects bad parameters with 400 and field errors', async () => {
    for (const query of ['page=0', 'page=abc', 'page_size=1000', 'categories=1,x', 'price_start=-1', 'price_start=50&price_end=10', 'sort=random', 'standalone=maybe']) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.errors).toBeTypeOf('object');
    }
  });

  it('records full searches and serves popular lists', async () => {
    await search('term=palsam');
    const searches = await api.request('GET', '/api/v1/statistics/popular/searches/');
    expect(searches.status).toBe(200);
    expect(searches.body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), type: expect.stringMatching(/^(brand|category)$/), name: expect.any(String), slug: expect.any(String) }));
    const brands = await api.request('GET', '/api/v1/statistics/popular/brands/');
    expect(brands.body).toHaveLength(5);
    expect(brands.body[0].brand).toHaveProperty('value');
    const categories = await api.request('GET', '/api/v1/statistics/popular/categories/');
    expect(categories.body.length).toBeGreaterThan(0);
    expect(categories.body[0].category).toHaveProperty('i18n_name');
  });

  it('serves the product list alias and product details with PRODUCT_NOT_FOUND', async () => {
    const list = await api.request('GET', '/api/v1/products/?page_size=3');
    expect(list.body.results.products).toHaveLength(3);
    const product = list.body.results.products[0];
    expect(product).toMatchObject({ files: [{ url: `/media/products/${product.id}.webp`, mime_type: 'image/webp', kind: 'images' }], reviews: { rating_count: expect.any(Number) } });
    const one = await api.request('GET', `/api/v1/products/${product.id}/`);
    expect(one.status).toBe(200);
    const missing = await api.request('GET', '/api/v1/products/999999/');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await api.request('GET', '/media/products/999999.webp')).status).toBe(404);
    expect((await api.request('GET', '/media/products/999999.svg')).status).toBe(404);
  });

  it('draws each product picture as WebP at the srcset widths (at most 600 px), and as SVG for databases seeded before', async () => {
    const list = await api.request('GET', '/api/v1/products/?page_size=1');
    const url: string = list.body.results.products[0].files[0].url;
    const widthOf = async (address: string) => {
      const response = await api.app.request(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(info.format).toBe('webp');
      return info.width;
    };
    expect(await widthOf(url)).toBe(600);
    // imageSrcSet's candidates: narrower copies are drawn at their width, wider ones are never enlarged.
    const srcSet = imageSrcSet(url, 'image/webp')!;
    expect(await Promise.all(srcSet.split(', ').map((candidate) => widthOf(candidate.split(' ')[0]!)))).toEqual([480, 600, 600, 600]);
    // The same picture twice is the same bytes (kept, not drawn again).
    const [first, second] = await Promise.all([api.app.request(url), api.app.request(url)]);
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
    const bad = await api.request('GET', `${url}?w=500`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { w: [expect.stringContaining('480')] } });
    const drawing = await api.request('GET', url.replace(/\.webp$/, '.svg'));
    expect(drawing.status).toBe(200);
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
    expect(drawing.body).toContain('<svg');
    for (const odd of ['1.png', '1.webp.svg', '01234567890.webp', 'x.webp', '1.WEBP']) expect((await api.request('GET', `/media/products/${odd}`)).status, odd).toBe(404);
  });
});

describe('highlight lists', () => {
  it('returns results lists limited to 20, with business variants', async () => {
    for (const path of ['/api/v1/recommended/', '/api/v1/products/highlighted/', '/api/v1/products/popular/', '/api/v1/products/popular/?is_business=true', '/api/v1/products/fair-favourites/']) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.body.results.length).toBeLessThanOrEqual(20);
    }
    const brands = (await api.request('GET', '/api/v1/products/brands/')).body;
    const favourites = await api.request('GET', `/api/v1/products/brand-favourites/?brand_id=${brands[0].id}`);
    expect(favourites.status).toBe(200);
    expect(favourites.body.results.every((product: any) => product.brand_id === brands[0].id)).toBe(true);
    expect((await api.request('GET', '/api/v1/products/brand-favourites/')).status).toBe(400);
    expect((await api.request('GET', '/api/v1/products/popular/?limit=500')).status).toBe(400);
  });
});

describe('favourites', () => {
  it('needs login, adds, lists and deletes', async () => {
    expect((await api.request('GET', '/api/v1/products/favourites/')).status).toBe(401);
    const key = await api.login(SEED_LOGIN.PRIVATE);
    const product = (await api.request('GET', '/api/v1/products/?page_size=1')).body.results.products[0];
    const added = await api.request('POST', '/api/v1/products/favourites/', { token: key, body: { product: product.id } });
    expect(added.status).toBe(201);
    expect(added.body.product.id).toBe(product.id);
    const twice = await api.request('POST', '/api/v1/products/favourites/', { token: key, body: { product: product.id } });
    expect(twice.body.id).toBe(added.body.id);
    const list = await api.request('GET', '/api/v1/products/favourites/', { token: key });
    expect(list.body).toEqual([{ id: added.body.id, product: expect.objectContaining({ id: product.id }) }]);
    expect((await api.request('POST', '/api/v1/products/favourites/', { token: key, body: { product: 999999 } })).body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await api.request('POST', '/api/v1/products/favourites/', { token: key, body: { product: 'x' } })).status).toBe(400);
    expect((await api.request('DELETE', `/api/v1/products/favourites/${added.body.id}/`, { token: key })).status).toBe(204);
    expect((await api.request('DELETE', `/api/v1/products/favourites/${added.body.id}/`, { token: key })).status).toBe(404);
  });
});

describe('newsletter', () => {
  it('subscribes trimmed valid addresses and rejects invalid ones', async () => {
    const ok = await api.request('POST', '/api/v1/subscribe-newsletter/', { body: { email: '  Someone@Example.com ' } });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ email: 'someone@example.com', subscribed: true });
    expect((await api.request('POST', '/api/v1/subscribe-newsletter/', { body: { email: 'someone@example.com' } })).status).toBe(201);
    const bad = await api.request('POST', '/api/v1/subscribe-newsletter/', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBeDefined();
    expect((await api.request('POST', '/api/v1/subscribe-newsletter/', { rawBody: '{{' })).status).toBe(400);
  });
});
