import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';
import { newShopper } from './shopper';

describe('server-rendered storefront shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('serves the home page rendered on the server, before any script runs', async () => {
    const response = await fetch(`${inject('storefrontUrl')}/?lang=en`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Professional beauty products');
    // Server-rendered content, not an empty shell: products and categories are in the HTML.
    expect(html).toContain('data-testid="product-tile"');
  });

  it('redirects a page without lang to the current locale and /en to / permanently', async () => {
    const base = inject('storefrontUrl');
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

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await fetch(`${inject('storefrontUrl')}/no-such-page-here?lang=en`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('serves robots.txt and sitemap.xml', async () => {
    const base = inject('storefrontUrl');
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap:');
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/products/categories/');
    // Every product and the published composed pages (seeded campaigns in both languages); never a private draft.
    expect(sitemap).toMatch(/\/products\/\d+<\/loc>/);
    expect(sitemap).toContain('/campaigns/kevadkampaania</loc>');
    expect(sitemap).toContain('/campaigns/spring-campaign</loc>');
    expect(sitemap).not.toContain('/inspiration/mustand');
  });

  it('gives account, checkout and auth pages a translated title', async () => {
    const base = inject('storefrontUrl');
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${base}${path}`, { headers: { Accept: 'text/html' } })).text())?.[1];
    await expect(title('/auth/reset?lang=en')).resolves.toBe('Reset password | Salon Professional');
    await expect(title('/order/delivery?lang=en')).resolves.toBe('Delivery – Checkout | Salon Professional');
  });

  it('reaches the API health endpoint', async () => {
    const response = await fetch(`${inject('apiUrl')}/health`);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});
