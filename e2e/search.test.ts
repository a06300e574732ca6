import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { newShopper, open } from './shopper';

describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('quick search + Enter goes to the results page, which paginates', async () => {
    const { page, context } = await newShopper(browser);
    await open(page, '/?lang=en');
    const box = page.getByRole('searchbox').first();
    await box.click();
    await box.fill('shampoo');
    // The quick panel shows standalone results (up to 5 previews) before Enter.
    await page.getByTestId('quick-search-panel').getByRole('link', { name: /shampoo/i }).first().waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/products\?search=shampoo/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “shampoo”' }).waitFor();
    await expect(page.getByTestId('product-tile').count()).resolves.toBeGreaterThan(0);
    await expect(box.inputValue()).resolves.toBe('');
    const countText = await page.getByTestId('product-count').textContent();
    expect(Number(countText!.match(/\d+/)![0])).toBeGreaterThan(24);
    // Page 2 of the results.
    const pagination = page.getByRole('navigation', { name: 'Pages' });
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await pagination.locator('a[aria-current="page"]', { hasText: '2' }).waitFor();
    await expect(page.getByTestId('product-tile').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
