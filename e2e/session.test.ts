import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { LOGIN, logIn, newShopper, open } from './shopper';
import { server } from './workerServers';

describe('login-gated pages and guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('favourites when logged out opens the login modal', async () => {
    const { page, context } = await newShopper(browser);
    await open(page, '/?lang=en');
    await page.locator('header').getByRole('button', { name: 'Favourites' }).first().click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    // The /favourites page itself opens the login too.
    await open(page, '/favourites?lang=en');
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('an admin path as a customer gives the 404 page', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, LOGIN.PRIVATE);
    const response = await page.goto('/admin/products?lang=en', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    await context.close();
  });

  it('a 401 on a direct cart call (add to cart, not a query) ends the login and reloads the page once', async () => {
    const { page, context } = await newShopper(browser);
    // The private customer: no first-login modal (loyalty welcome, customer chooser) covers the page.
    await logIn(page, LOGIN.PRIVATE);
    await open(page, '/?lang=en');
    await page.locator('main nav a[href^="/products/categories/"]').first().click();
    await page.waitForURL(/\/products\/categories\/\d+/);
    await page.getByTestId('product-tile').first().waitFor();
    await page.waitForLoadState('networkidle');
    const listPath = new URL(page.url()).pathname;
    const addToCart = page.getByTestId('product-tile').getByRole('button', { name: 'Add to cart', disabled: false }).first();
    await addToCart.waitFor();
    // The login ends behind the page's back: the token is revoked at the API, the stale cookie kept.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'salon_token');
    expect(token).toBeDefined();
    await page.request.post('/session/logout', { headers: { Origin: new URL(server('storefrontUrl')).origin } });
    await context.addCookies([token!]);
    let loads = 0;
    page.on('load', () => (loads += 1));
    const reloaded = page.waitForEvent('load');
    await addToCart.click();
    await reloaded;
    await page.waitForLoadState('networkidle');
    // The /api proxy dropped the cookie with the 401; the reloaded page is logged out and stays put.
    expect((await context.cookies()).some((cookie) => cookie.name === 'salon_token')).toBe(false);
    expect(new URL(page.url()).pathname).toBe(listPath);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    await context.close();
  });

  it('account pages redirect a logged-out visitor to /', async () => {
    const { page, context } = await newShopper(browser);
    await page.goto('/account/overview?lang=en', { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
