import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium } from './browser';
import { newShopper, open } from './shopper';

describe('tabs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a second tab shows the cart change made in the first (order-channel)', async () => {
    const { page: first, context } = await newShopper(browser);
    await open(first, '/products?lang=en');
    const second = await context.newPage();
    await open(second, '/?lang=en');
    await second.getByRole('button', { name: 'Cart, products: 0' }).first().waitFor();
    await first.getByTestId('product-tile').getByRole('button', { name: 'Add to cart', disabled: false }).first().click();
    await first.getByRole('dialog', { name: 'Shopping cart' }).waitFor();
    // No reload in the second tab: the BroadcastChannel message refreshes its cart.
    await second.getByRole('button', { name: 'Cart, products: 1' }).first().waitFor({ timeout: 10_000 });
    await context.close();
  });
});
