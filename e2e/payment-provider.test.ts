import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { E2E_MONTONIO_KEYS } from './servers';
import { JOURNEY_VIEWPORTS, guestCartWithOneProduct, newShopper, open, toPaymentStep } from './shopper';
import { signMontonioToken } from '../apps/api/test/support/fakeMontonio';
import { server } from './workerServers';

/**
 * Paying through Montonio (issue 17 item 1), against its local fake: the shopper leaves for the
 * provider's page, chooses an outcome there and comes back; the API learns it from the signed
 * notification and the signed return token.
 */

interface ApiPayment {
  uuid: string;
  order: string;
  status: string;
  provider: string;
  order_status: number;
}

const SUBMITTED = 2;
const PENDING = 6;

async function readPayment(uuid: string): Promise<ApiPayment> {
  return (await (await fetch(`${server('apiUrl')}/api/v1/payments/${uuid}/`)).json()) as ApiPayment;
}

/** A fresh anonymous cart of one product, through delivery and information to the payment step. */
async function toPaymentStepWithOneProduct(page: Page): Promise<string> {
  const { cart } = await guestCartWithOneProduct(page);
  await cart.getByRole('button', { name: 'Go to checkout' }).click();
  return toPaymentStep(page);
}

/** What the provider's page shows: its order (in the URL), our payment (the merchant reference) and the amount. */
interface ProviderPage {
  montonioOrder: string;
  payment: string;
  amount: number;
}

/** Chooses a Montonio method and pays: the browser leaves for the provider's (fake) page. */
async function leaveForMontonio(page: Page, method: 'Bank link' | 'Credit card'): Promise<ProviderPage> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Montonio (local fake)' }).waitFor();
  const [, payment, amount] = /Order ([0-9a-f-]+): ([\d.]+) EUR/.exec((await page.locator('main p').textContent()) ?? '')!;
  return { montonioOrder: new URL(page.url()).pathname.split('/').pop()!, payment: payment!, amount: Number(amount) };
}

/** Pays with a Montonio method and picks the outcome on the provider's page; resolves to the payment's uuid. */
async function payAtMontonio(page: Page, method: 'Bank link' | 'Credit card', outcome: 'Pay' | 'Payment fails' | 'Cancel payment'): Promise<string> {
  const { payment } = await leaveForMontonio(page, method);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  return payment;
}

describe.each(JOURNEY_VIEWPORTS)('paying through Montonio ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a cancelled and a failed payment land on their pages, the order is paid again and lands on success', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    const order = await toPaymentStepWithOneProduct(page);

    const cancelled = await payAtMontonio(page, 'Bank link', 'Cancel payment');
    await page.waitForURL(new RegExp(`/order/${order}/failed\\?payment=${cancelled}$`));
    await page.getByRole('heading', { name: /You cancelled the payment/ }).waitFor();
    expect(await readPayment(cancelled)).toMatchObject({ provider: 'montonio', status: 'cancelled', order_status: PENDING });

    await page.getByRole('link', { name: 'Pay again' }).click();
    await page.waitForURL(/\/payment$/);
    const failed = await payAtMontonio(page, 'Credit card', 'Payment fails');
    await page.waitForURL(/\/failed\?payment=/);
    await page.getByRole('heading', { name: /The payment failed/ }).waitFor();
    expect(await readPayment(failed)).toMatchObject({ status: 'failed', order_status: PENDING });

    // By keyboard this time: the link, the method and the pay button.
    await page.getByRole('link', { name: 'Pay again' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment$/);
    const paid = await payAtMontonio(page, 'Bank link', 'Pay');
    await page.waitForURL(new RegExp(`/order/${order}/success$`));
    await expect(page.getByTestId('order-success').textContent()).resolves.toContain('Thank you');
    // The token brought back has left the address bar; the stored payment and order say paid.
    expect(page.url()).not.toContain('order-token');
    expect(await readPayment(paid)).toMatchObject({ provider: 'montonio', status: 'success', order_status: SUBMITTED });
    await context.close();
  });
});

describe('Montonio notifications', () => {
  it('a forged notification (bad signature) changes nothing', async () => {
    const browser = await launchChromium();
    try {
      const { page, context } = await newShopper(browser, { width: 1440, mobile: false });
      const order = await toPaymentStepWithOneProduct(page);
      const provider = await leaveForMontonio(page, 'Bank link');
      const forged = await signMontonioToken('an-attacker-guess', {
        uuid: provider.montonioOrder,
        accessKey: E2E_MONTONIO_KEYS.accessKey,
        merchantReference: provider.payment,
        paymentStatus: 'PAID',
        grandTotal: provider.amount,
        currency: 'EUR',
      });
      const answer = await fetch(`${server('apiUrl')}/webhooks/payments/montonio/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken: forged }) });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe('PAYMENT_REPORT_INVALID');
      expect(await readPayment(provider.payment)).toMatchObject({ status: 'pending', order_status: PENDING });
      // Nor does the same forgery brought back on the return URL.
      await open(page, `/order/${order}/payment-status?payment=${provider.payment}&order-token=${forged}&lang=en`);
      await page.getByRole('alert').filter({ hasText: /payment answer was refused/ }).waitFor();
      expect(await readPayment(provider.payment)).toMatchObject({ status: 'pending' });
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
