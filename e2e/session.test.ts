import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { LOGIN, logIn, newShopper, open } from './shopper';

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

  it('account pages redirect a logged-out visitor to /', async () => {
    const { page, context } = await newShopper(browser);
    await page.goto('/account/overview?lang=en', { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
