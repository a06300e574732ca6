import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, dialog, newShopper, open, restrictedProduct } from './shopper';
import { server } from './workerServers';

/** Issue 16 item 8: a restricted product explains itself in the restriction modal. */

describe.each(JOURNEY_VIEWPORTS)('restricted products ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a professional-only product says why it cannot be ordered and offers logging in', async () => {
    const product = await restrictedProduct('EE', 'Professional use only');
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, `/products/${product.id}?lang=en`);
    await expect.poll(() => page.locator('main button', { hasText: `Add to cart: ${product.name}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // By keyboard: the explanation opens with Enter.
    await page.getByTestId('restriction-why').focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'This product cannot be ordered');
    await modal.waitFor();
    await modal.getByText('Professional use only').waitFor();
    expect(await modal.getByRole('button', { name: 'Change delivery country' }).count()).toBe(0);
    await modal.getByRole('button', { name: 'Log in' }).click();
    await dialog(page, /log in/i).first().waitFor();
    await context.close();
  });

  it('a product not sold in the delivery country offers changing the country', async () => {
    const product = await restrictedProduct('LV', 'Not sold in Latvia');
    const { page, context } = await newShopper(browser, { width, mobile });
    const url = new URL(server('storefrontUrl'));
    await context.addCookies([{ name: 'delivery_country', value: encodeURIComponent(JSON.stringify({ countryId: 3, savedAt: Date.now() })), domain: url.hostname, path: '/' }]);
    await open(page, `/products/${product.id}?lang=en`);
    await page.getByTestId('restriction-why').click();
    const modal = dialog(page, 'This product cannot be ordered');
    await modal.getByText('Not sold in Latvia').waitFor();
    await modal.getByRole('button', { name: 'Change delivery country' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('dialog').first().waitFor();
    await context.close();
  });
});
