import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, newShopper, open } from './shopper';
import { server } from './workerServers';

/** Issue 16 item 8: the advanced search bar on the product listing and search results (decision 0038). */

const TERM = 'shampoo';

describe.each(JOURNEY_VIEWPORTS)('advanced search bar ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('suggests product names, brands and categories from the API; a suggestion chosen by keyboard opens its results', async () => {
    const api = (await (await fetch(`${server('apiUrl')}/api/v1/products/elastic/search/new/?term=${TERM}&page=1&page_size=8&standalone=true`, { headers: { 'Accept-Language': 'en' } })).json()) as {
      results: { products: { name: string }[]; brands: { value: string }[] };
    };
    expect(api.results.products.length).toBeGreaterThan(0);
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/products?lang=en');
    const bar = page.getByTestId('advanced-search');
    const box = bar.getByRole('combobox');
    const searched = page.waitForResponse((response) => response.url().includes('/products/elastic/search/new/') && response.url().includes(`term=${TERM}`));
    await box.fill(TERM);
    expect((await searched).status()).toBe(200);
    const listbox = bar.getByRole('listbox');
    await expect.poll(() => listbox.getByRole('option').first().textContent()).toBe(api.results.products[0]!.name);
    for (const brand of api.results.brands) await listbox.getByRole('option', { name: brand.value }).waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === api.results.products[0]!.name);
    await page.getByRole('heading', { level: 1, name: `Search results for “${api.results.products[0]!.name}”` }).waitFor();
    await context.close();
  });

  it('Enter on typed text searches it; blank text offers the popular searches', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    const popularAsks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/statistics/popular/searches/')) popularAsks.push(request.url());
    });
    await open(page, '/products?lang=en');
    await page.waitForLoadState('networkidle');
    // Loading a listing does not ask for the popular searches; using the bar does.
    expect(popularAsks).toEqual([]);
    const box = page.getByTestId('advanced-search').getByRole('combobox');
    await box.fill(TERM);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === TERM);
    await expect.poll(() => page.getByTestId('product-count').textContent()).toMatch(/\d+ products?/);
    // The popular searches the API reports, trimmed as the quick search trims them.
    const popular = (await (await fetch(`${server('apiUrl')}/api/v1/statistics/popular/searches/`, { headers: { 'Accept-Language': 'en' } })).json()) as { name: string }[];
    expect(popular.length).toBeGreaterThan(0);
    const fresh = page.getByTestId('advanced-search').getByRole('combobox');
    await fresh.fill('');
    await fresh.press('ArrowDown');
    const options = page.getByTestId('advanced-search').getByRole('listbox').getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(popular.map((item) => item.name)).toContain(await options.first().textContent());
    expect(popularAsks.length).toBeGreaterThan(0);
    await context.close();
  });
});
