import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, LOGIN, logIn, newShopper, open } from './shopper';

const ORDER_LINES = /\/api\/v1\/orders\/[0-9a-f-]+\/order-lines\/$/;
const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Clicks the first buyable product's "Add to cart" and resolves to the order-lines request the shop made. */
async function addToCart(page: Page) {
  const request = page.waitForRequest((candidate) => ORDER_LINES.test(new URL(candidate.url()).pathname) && candidate.method() === 'POST');
  await page.getByTestId('product-tile').getByRole('button', { name: 'Add to cart', disabled: false }).first().click();
  return request;
}

describe.each(JOURNEY_VIEWPORTS)('failed writes are shown ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('add to cart: a server error opens something-went-wrong, field errors the error-message modal, a placed order explains itself and refreshes the cart', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/products?lang=en');

    await page.route(ORDER_LINES, (route) => (route.request().method() === 'POST' ? json(route, 503, { code: 'API_UNREACHABLE', message: 'down' }) : route.continue()));
    await addToCart(page);
    const wrong = page.getByRole('dialog', { name: 'Something went wrong' });
    await wrong.waitFor();
    await page.keyboard.press('Escape');
    await wrong.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog', { name: 'Shopping cart' }).count()).toBe(0);
    await page.unroute(ORDER_LINES);

    await page.route(ORDER_LINES, (route) =>
      route.request().method() === 'POST' ? json(route, 400, { code: 'VALIDATION_ERROR', message: 'Invalid.', errors: { quantity: ['Only 0 left in stock.'] } }) : route.continue(),
    );
    await addToCart(page);
    const refused = page.getByRole('dialog', { name: 'Error' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('[quantity] - Only 0 left in stock.');
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.unroute(ORDER_LINES);

    // Another tab paid the order meanwhile: the API answers 409 ORDER_NOT_EDITABLE.
    await page.route(ORDER_LINES, (route) => (route.request().method() === 'POST' ? json(route, 409, { code: 'ORDER_NOT_EDITABLE', message: 'Only open orders can change.' }) : route.continue()));
    const refreshed = page.waitForRequest((request) => /\/api\/v1\/orders\/[0-9a-f-]+\/$/.test(new URL(request.url()).pathname) && request.method() === 'GET');
    await addToCart(page);
    await page.getByText('This order has already been placed and can no longer change. Your cart has been refreshed.').waitFor();
    await refreshed;
    await page.unroute(ORDER_LINES);
    await context.close();
  });

  it('favourites: a failed add opens something-went-wrong and the product is not marked', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await logIn(page, LOGIN.PRIVATE);
    await open(page, '/products?lang=en');
    await page.route('**/api/v1/products/favourites/', (route) => (route.request().method() === 'POST' ? json(route, 500, { code: 'INTERNAL_ERROR', message: 'boom' }) : route.continue()));
    const tile = page.getByTestId('product-tile').nth(await page.getByTestId('product-tile').evaluateAll((tiles) => tiles.findIndex((tile) => tile.querySelector('button[aria-pressed="false"][aria-label^="Favourite: "]'))));
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/products/favourites/') && request.method() === 'POST');
    await tile.getByRole('button', { name: /^Favourite: / }).click();
    await sent;
    const wrong = page.getByRole('dialog', { name: 'Something went wrong' });
    await wrong.waitFor();
    await page.keyboard.press('Escape');
    await wrong.waitFor({ state: 'detached' });
    // The heart does not claim a favourite that was not stored.
    await expect.poll(() => tile.getByRole('button', { name: /^Favourite: / }).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
