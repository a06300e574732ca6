import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { newShopper, open } from './shopper';

describe('mobile viewport', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('opens the menu and, after adding a product, the cart modal from the top bar', async () => {
    const { page, context } = await newShopper(browser, { mobile: true });
    await open(page, '/?lang=en');
    const menuButton = page.getByRole('button', { name: 'Menu' }).first();
    const controls = await menuButton.getAttribute('aria-controls');
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await menu.waitFor();
    // The menu button names the dialog it opened (the modal hides the button from the accessibility tree).
    expect(controls).toBeTruthy();
    expect(await menu.getAttribute('id')).toBe(controls);
    expect(await page.locator(`button[aria-controls="${controls}"]`).first().getAttribute('aria-expanded')).toBe('true');
    await menu.locator('a[href^="/products/categories/"]').first().click();
    await page.waitForURL(/\/products\/categories\/\d+/);
    // The URL changes before React commits the new page and closes the menu.
    await menu.waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByTestId('product-tile').first().waitFor();
    await page.getByTestId('product-tile').getByRole('button', { name: 'Add to cart', disabled: false }).first().click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await cart.waitFor();
    await cart.getByRole('button', { name: 'Close' }).click();
    // The top bar's cart button shows the line count and opens the cart modal.
    const cartButton = page.getByRole('button', { name: 'Cart, products: 1' }).first();
    await cartButton.click();
    await expect(page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('group', { name: /^Quantity of / }).count()).resolves.toBe(1);
    await context.close();
  });

  it('no shop page is wider than a 375 px phone in any language (a long category name in a filter once was)', async () => {
    const { page, context } = await newShopper(browser, { mobile: true, width: 375 });
    for (const lang of ['et', 'en', 'ru', 'fi', 'lv']) {
      for (const path of ['/', '/products', '/products/categories/2', '/products/brands', '/events', '/campaigns', '/contact']) {
        await open(page, `${path}?lang=${lang}`);
        await page.waitForLoadState('networkidle');
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect({ path, lang, ...widths }).toEqual({ path, lang, page: 375, viewport: 375 });
      }
    }
    await context.close();
  });
});
