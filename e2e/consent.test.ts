import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startExtraStorefront } from './servers';
import { JOURNEY_VIEWPORTS, checkOut, newShopper, open } from './shopper';
import { server } from './workerServers';

const CONTAINER = 'GTM-E2ETEST1';
const TAG_MANAGER = 'https://www.googletagmanager.com/**';

/** Serves a stand-in for the tag manager (no network here) and counts the loads. */
async function fakeTagManager(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route(TAG_MANAGER, (route) => {
    loads += 1;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__tagManagerRan = true;' });
  });
  return { loads: () => loads };
}

const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? null)) as unknown[] | null);

async function buyOne(page: Page): Promise<void> {
  await open(page, '/products?lang=en');
  await page.getByTestId('product-tile').getByRole('button', { name: 'Add to cart', disabled: false }).first().click();
  const cart = page.getByRole('dialog', { name: 'Shopping cart' });
  await cart.waitFor();
  await cart.getByRole('button', { name: 'Go to checkout' }).click();
  await checkOut(page);
  await page.getByTestId('order-success').waitFor();
}

describe.each(JOURNEY_VIEWPORTS)('consent before tracking ($name)', ({ width, mobile }) => {
  let browser: Browser;
  let storefront: { url: string; stop: () => Promise<void> };
  beforeAll(async () => {
    browser = await launchChromium();
    storefront = await startExtraStorefront(server('apiUrl'), { ANALYTICS_CONTAINER_ID: CONTAINER });
  });
  afterAll(async () => {
    await storefront?.stop();
    await browser?.close();
  });

  it('asks on the first visit; nothing tracks before consent, not even a purchase; after consent the container loads and the purchase carries e-mail and phone', async () => {
    const { page, context } = await newShopper(browser, { width, mobile, baseUrl: storefront.url });
    const tagManager = await fakeTagManager(page);
    await open(page, '/?lang=en');
    const accept = page.getByRole('button', { name: 'Accept all' });
    await accept.waitFor();
    expect(tagManager.loads()).toBe(0);
    expect(await dataLayer(page)).toBeNull();

    if (!mobile) {
      // A whole purchase without an answer: no container, no event queued for later.
      await buyOne(page);
      expect(tagManager.loads()).toBe(0);
      expect(await dataLayer(page)).toBeNull();
      await open(page, '/?lang=en');
    }

    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => tagManager.loads()).toBe(1);
    // Requested is not yet run: wait for the stand-in script to have executed.
    await expect.poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
    const consent = await context.cookies();
    expect(consent.find((cookie) => cookie.name === 'cookie_consent')?.value).toBeTruthy();

    // The next visit starts the container from the stored answer, without asking again.
    await open(page, '/?lang=en');
    await expect.poll(() => tagManager.loads()).toBe(2);
    expect(await page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);

    if (!mobile) {
      await buyOne(page);
      const purchase = ((await dataLayer(page)) ?? []).find((entry) => (entry as { event?: string }).event === 'purchase') as { ecommerce: { email?: string; phone?: string; transaction_id: string } } | undefined;
      expect(purchase?.ecommerce.transaction_id).toBeTruthy();
      expect(purchase?.ecommerce.email).toMatch(/@example\.com$/);
      expect(purchase?.ecommerce.phone).toBe('+372 5555 1234');
    }
    await context.close();
  });
});
