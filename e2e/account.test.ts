import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { LOGIN, hydrated, logIn, newShopper, open } from './shopper';

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
    const chooser = page.getByRole('dialog', { name: 'Choose a customer' });
    // The company (not the sole-proprietor customer) holds the seeded past orders.
    const company = chooser.getByRole('button', { name: /Business customer/ });
    await company.waitFor();
    // Choosing reloads the page; its own late 'load' event could pass for the reload, so wait for the reload's request.
    await Promise.all([page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame()), company.click()]);
    const history = page.getByTestId('order-history');
    await history.getByRole('link').first().waitFor();
    // The reloaded page must be hydrated before its links navigate inside the app.
    await hydrated(page);
    await history.getByRole('link').first().click();
    await page.waitForURL(/\/account\/orders\/[0-9a-f-]+/);
    await page.getByRole('button', { name: 'Order again' }).click();
    // Changed products make the API ask first (406/4006): that is a prompt, not an error.
    const prompt = page.getByRole('alertdialog');
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await Promise.race([prompt.waitFor(), cart.waitFor()]);
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Continue' }).click();
    await cart.waitFor();
    await expect(cart.getByRole('group', { name: /^Quantity of / }).count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
