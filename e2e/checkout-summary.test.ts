import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, dialog, fillContactStep, guestCartWithOneProduct, newShopper } from './shopper';

/** The order summary on every checkout step (issue 17 item 4; the mobile order summary modal of issue 16 item 8). */

interface ApiOrder {
  total_with_coupon_discount: string;
  order_lines: { product: { name: string } | null }[];
}

/** The API's amount as the English pages print it (€12.34). */
const euro = (amount: string) => `€${Number(amount).toFixed(2)}`;

describe.each(JOURNEY_VIEWPORTS)('checkout order summary ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** The summary on this step shows the order's product and the API's total. */
  async function summaryShows(page: Page, order: ApiOrder) {
    const product = order.order_lines[0]!.product!.name;
    if (mobile) {
      const button = page.getByTestId('checkout-summary-button');
      await expect.poll(() => button.textContent()).toContain(euro(order.total_with_coupon_discount));
      await button.click();
      const modal = dialog(page, 'Order summary');
      await modal.getByText(product).waitFor();
      await expect(modal.textContent()).resolves.toContain(euro(order.total_with_coupon_discount));
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
    } else {
      const summary = page.getByTestId('checkout-summary');
      await summary.getByText(product).waitFor();
      await expect.poll(() => summary.textContent()).toContain(euro(order.total_with_coupon_discount));
    }
  }

  it('shows the lines and the API total on the delivery, information and payment steps', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    const { cart, read } = await guestCartWithOneProduct<ApiOrder>(page);
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);
    await summaryShows(page, await read());
    await page.getByLabel(/Pick-up in Tallinn/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/information$/);
    await summaryShows(page, await read());
    await fillContactStep(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment$/);
    // Delivery now costs what the method costs: the summary follows the API's new total.
    await summaryShows(page, await read());
    await context.close();
  });
});
