import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { LOGIN, logIn, newShopper, open } from './shopper';

describe('account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('lists past orders and orders one again into the cart', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, LOGIN.BUSINESS);
    await open(page, '/account/orders?lang=en');
    // This user acts for several customers and has none active: the entity chooser asks first.
    const chooser = page.getByTestId('entity-modal');
    await chooser.getByRole('button').nth(1).waitFor();
    await Promise.all([page.waitForEvent('load'), chooser.getByRole('button').nth(1).click()]);
    await page.waitForLoadState('networkidle');
    const history = page.getByTestId('order-history');
    await expect(history.getByRole('link').count()).resolves.toBeGreaterThan(0);
    await history.getByRole('link').first().click();
    await page.waitForURL(/\/account\/orders\/[0-9a-f-]+/);
    await page.getByRole('button', { name: 'Order again' }).click();
    // Changed products make the API ask first (406/4006): that is a prompt, not an error.
    const prompt = page.getByRole('alertdialog');
    const cart = page.getByTestId('cart-modal');
    await Promise.race([prompt.waitFor(), cart.waitFor()]);
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Continue' }).click();
    await cart.waitFor();
    await expect(cart.getByTestId('cart-line').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
