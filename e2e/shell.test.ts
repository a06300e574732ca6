import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { hydrated, newShopper, open } from './shopper';
import { server } from './workerServers';

describe('server-rendered storefront shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('serves the home page rendered on the server, before any script runs', async () => {
    const response = await fetch(`${server('storefrontUrl')}/?lang=en`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Professional beauty products');
    // Server-rendered content, not an empty shell: products and categories are in the HTML.
    expect(html).toContain('data-testid="product-tile"');
  });

  it('redirects a page without lang to the current locale and /en to / permanently', async () => {
    const base = server('storefrontUrl');
    const page = await fetch(`${base}/products`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/products?lang=et');
    await page.body?.cancel();
    const root = await fetch(`${base}/en/`, { redirect: 'manual' });
    expect(root.status).toBe(301);
    expect(root.headers.get('location')).toBe('/');
    await root.body?.cancel();
  });

  it('hydrates in Chromium without console errors', async () => {
    const { page, context } = await newShopper(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/?lang=en', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Professional beauty products');
    expect(errors, errors.join(' | ')).toEqual([]);
    await context.close();
  });

  it('a visit of several pages (each a full load, the browser cache revalidating) meets no server error and no console error', async () => {
    const { page, context } = await newShopper(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/products?lang=en', { waitUntil: 'networkidle' });
    const product = await page.locator('article a[href*="/products/"]').first().getAttribute('href');
    // The quick search's field, focused, loads the shared lists (popular searches, brands); their
    // second load is a revalidation (max-age=0 with an ETag), answered 304 through the /api proxy.
    for (const path of ['/?lang=en', product!, '/products?search=shampoo&lang=en', '/?lang=en']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrated(page);
      const revalidated = page.waitForResponse((response) => response.url().includes('/statistics/popular/searches/'));
      await page.getByLabel('Search products, brands and categories').locator('visible=true').first().focus();
      await revalidated;
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await fetch(`${server('storefrontUrl')}/no-such-page-here?lang=en`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('serves robots.txt and sitemap.xml', async () => {
    const base = server('storefrontUrl');
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap:');
    const response = await fetch(`${base}/sitemap.xml`);
    // One build serves every request for a while, and crawlers may keep it as long.
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=600');
    const sitemap = await response.text();
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toBe(sitemap);
    expect(sitemap).toContain('/game</loc>');
    expect(sitemap).toContain('/products/categories/');
    // Every product and the published composed pages (seeded campaigns in both languages); never a private draft.
    expect(sitemap).toMatch(/\/products\/\d+<\/loc>/);
    expect(sitemap).toContain('/campaigns/kevadkampaania</loc>');
    expect(sitemap).toContain('/campaigns/spring-campaign</loc>');
    expect(sitemap).not.toContain('/inspiration/mustand');
  });

  it('gives account, checkout and auth pages a translated title', async () => {
    const base = server('storefrontUrl');
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${base}${path}`, { headers: { Accept: 'text/html' } })).text())?.[1];
    await expect(title('/auth/reset?lang=en')).resolves.toBe('Reset password | Salon Professional');
    await expect(title('/order/delivery?lang=en')).resolves.toBe('Delivery – Checkout | Salon Professional');
  });

  it("holds React Router's own reload on a failed route module to once per 60 s", async () => {
    const { page, context } = await newShopper(browser);
    // The /contact route module (routes/info.tsx) cannot be fetched, as after a new deployment.
    await page.route(/\/assets\/info-[^/]*\.js$/, (route) => route.abort());
    await open(page, '/?lang=en');
    type Win = { marker?: number; __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } };
    const navigateToContact = () => page.evaluate(() => void (window as unknown as Win).__reactRouterDataRouter.navigate('/contact?lang=en'));
    await page.evaluate(() => ((window as unknown as Win).marker = 1));
    const reloaded = page.waitForEvent('load');
    await navigateToContact();
    // First failure: React Router reloads the page, and the guard records the time.
    await reloaded;
    await hydrated(page);
    await expect(page.evaluate(() => (window as unknown as Win).marker)).resolves.toBeUndefined();
    await expect(page.evaluate(() => window.sessionStorage.getItem('salon.chunkReloadAt'))).resolves.toMatch(/^\d+$/);
    // Second failure within 60 s: the reload is cancelled, the page (and its state) stays.
    await page.evaluate(() => ((window as unknown as Win).marker = 2));
    await navigateToContact();
    await page.waitForTimeout(2500);
    await expect(page.evaluate(() => (window as unknown as Win).marker)).resolves.toBe(2);
    await context.close();
  });

  it('reaches the API health endpoint', async () => {
    const response = await fetch(`${server('apiUrl')}/health`);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});
