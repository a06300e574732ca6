import type { ProductSearchResponse, Scheme } from '@salon/api-client';
import { describe, expect, it } from 'vitest';
import { privatePageMeta } from '../app/lib/meta';
import { sitemapPaths } from '../app/routes/resources/sitemap';

const product = (id: number) => ({ id }) as ProductSearchResponse['results']['products'][number];
const scheme = (type: Scheme['type'], path: string, language: string) => ({ type, path, language }) as Scheme;

function fakeApi(productCount: number) {
  const searches: { page?: number | undefined; page_size?: number | undefined }[] = [];
  const schemeCalls: { type: string; language?: string | undefined }[] = [];
  const api = {
    catalogue: {
      categories: async () => [{ id: 7 }],
      brands: async () => [{ id: 1, value: 'Brand', slug: 'brand' }],
      search: async (params: { page?: number | undefined; page_size?: number | undefined }) => {
        searches.push(params);
        const size = params.page_size ?? 20;
        const start = ((params.page ?? 1) - 1) * size;
        const ids = Array.from({ length: Math.max(0, Math.min(size, productCount - start)) }, (_, index) => start + index + 1);
        return { count: productCount, page: params.page ?? 1, page_size: size, results: { products: ids.map(product), brands: [], categories: [] } };
      },
    },
    creator: {
      schemesByPath: async (params: { type: Scheme['type']; language?: string | undefined }) => {
        schemeCalls.push(params);
        if (params.type === 'CAMPAIGN' && params.language === 'et_EE') return [scheme('CAMPAIGN', '/campaigns/allahindlus', 'et_EE')];
        if (params.type === 'CAMPAIGN' && params.language === 'lv_LV') return [scheme('CAMPAIGN', '/campaigns/sale', 'lv_LV')];
        if (params.type === 'POST' && params.language === 'en_US') return [scheme('POST', '/inspiration/spring', 'en_US')];
        if (params.type === 'POST' && params.language === 'et_EE') return [scheme('POST', '/inspiration/spring', 'et_EE')];
        if (params.type === 'EVENT' && params.language === 'et_EE') return [scheme('EVENT', '/events/masterclass/3', 'et_EE')];
        return [];
      },
    },
    events: { list: async () => [{ id: 4, slug: 'colour-chemistry-seminar' }] },
  };
  return { api: api as unknown as Parameters<typeof sitemapPaths>[0], searches, schemeCalls };
}

describe('sitemap', () => {
  it('lists every product page by page, and the composed pages of every language once per path', async () => {
    const { api, searches, schemeCalls } = fakeApi(250);
    const paths = await sitemapPaths(api);
    expect(searches.map((search) => search.page)).toEqual([1, 2, 3]);
    expect(searches.every((search) => search.page_size === 100)).toBe(true);
    expect(paths.filter((path) => /^\/products\/\d+$/.test(path))).toHaveLength(250);
    expect(paths).toContain('/products/250');
    expect(paths).toEqual(expect.arrayContaining(['/', '/products/categories/7', '/products/brands/brand', '/campaigns/allahindlus', '/campaigns/sale', '/events/masterclass/3', '/events/colour-chemistry-seminar/4']));
    expect(paths.filter((path) => path === '/inspiration/spring')).toHaveLength(1);
    // Each composed route type is asked in each of the five languages.
    expect(new Set(schemeCalls.map((call) => call.language)).size).toBe(5);
    expect(new Set(schemeCalls.map((call) => call.type))).toEqual(new Set(['CAMPAIGN', 'POST', 'EVENT', 'ROUTE']));
  });

  it('keeps the other URLs when the events list fails', async () => {
    const { api } = fakeApi(1);
    (api.events as { list: unknown }).list = async () => {
      throw new Error('down');
    };
    const paths = await sitemapPaths(api);
    expect(paths).toEqual(expect.arrayContaining(['/events', '/products/1']));
  });

  it('keeps the other URLs when the product search fails', async () => {
    const { api } = fakeApi(0);
    (api.catalogue as { search: unknown }).search = async () => {
      throw new Error('down');
    };
    const paths = await sitemapPaths(api);
    expect(paths).toContain('/products/categories/7');
    expect(paths.some((path) => /^\/products\/\d+$/.test(path))).toBe(false);
  });
});

describe('titles of account, checkout and auth pages', () => {
  it('are translated from the root session language and keep the pages out of search indexes', () => {
    const meta = privatePageMeta('delivery', 'checkout');
    const root = (shortCode: string) => [{ id: 'root', data: { session: { shortCode } } }];
    expect(meta({ matches: root('en') })).toEqual(expect.arrayContaining([{ title: 'Delivery – Checkout | Salon Professional' }, { name: 'robots', content: 'noindex' }]));
    const estonian = meta({ matches: root('et') }).find((tag) => 'title' in tag)?.title;
    expect(estonian).toMatch(/\|/);
    expect(estonian).not.toContain('Checkout');
  });
});
