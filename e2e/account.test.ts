import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import type { Locator } from 'playwright-core';
import { LOGIN, cartButton, hydrated, logIn, newShopper, open } from './shopper';

/** Quantities of the cart modal's lines by product name. */
async function cartQuantities(cart: Locator): Promise<Map<string, number>> {
  const quantities = new Map<string, number>();
  for (const group of await cart.getByRole('group', { name: /^Quantity of / }).all()) {
    const name = (await group.getAttribute('aria-label'))!.replace(/^Quantity of /, '');
    quantities.set(name, (quantities.get(name) ?? 0) + Number(await group.locator('input').inputValue()));
  }
  return quantities;
}

describe('account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('/account opens the overview; its navigation lists every account page (as the header menu does) and marks the current one', async () => {
    const { page, context } = await newShopper(browser);
    // Logged out too: /account names the overview, whose guard then sends the visitor home.
    const anonymous = await page.request.get('/account?lang=en', { maxRedirects: 0 });
    expect({ status: anonymous.status(), location: anonymous.headers().location }).toEqual({ status: 302, location: '/account/overview?lang=en' });
    await logIn(page, LOGIN.PRIVATE);
    await open(page, '/account?lang=en');
    expect(new URL(page.url()).pathname).toBe('/account/overview');
    const nav = page.getByRole('navigation', { name: 'Account' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Orders', 'Addresses', 'Favourites', 'Feedback']);
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    await hydrated(page);
    await nav.getByRole('link', { name: 'Addresses' }).click();
    await page.waitForURL((url) => url.pathname === '/account/addresses');
    await expect.poll(() => nav.getByRole('link', { name: 'Addresses' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('a logout the shop does not answer says so and keeps the shopper logged in; the next one logs out', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, LOGIN.PRIVATE);
    await open(page, '/account/overview?lang=en');
    await hydrated(page);
    const logOut = page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' });
    await page.route('**/session/logout', (route) => route.abort('internetdisconnected'));
    await logOut.click();
    await page.getByText('You could not be logged out: the shop did not answer.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/overview');
    expect((await context.cookies()).some((cookie) => cookie.name === 'salon_token')).toBe(true);
    await page.unroute('**/session/logout');
    await logOut.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).some((cookie) => cookie.name === 'salon_token')).toBe(false);
    await context.close();
  });

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
    // The URL changes before React commits the order page, and 'networkidle' was already reached on this
    // document (a client navigation does not reset it): wait for the order's own lines (every seeded order has some).
    await page.getByTestId('order-line').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The original order's lines, and the cart before ordering them again.
    const original = await page.getByTestId('order-line').evaluateAll((items) =>
      items.map((item) => ({ id: Number(item.getAttribute('data-line-id')), name: item.querySelector('span')?.textContent?.trim() ?? '', quantity: Number(item.getAttribute('data-quantity')) })),
    );
    expect(original.length).toBeGreaterThan(0);
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await cartButton(page).click();
    await cart.waitFor();
    await page.waitForLoadState('networkidle');
    const before = await cartQuantities(cart);
    await cart.getByRole('button', { name: 'Close' }).click();
    await cart.waitFor({ state: 'detached' });

    const firstAnswer = page.waitForResponse((response) => response.url().includes('/reorder/'));
    await page.getByRole('button', { name: 'Order again' }).click();
    // Changed products make the API ask first (406/4006): that is a prompt, not an error.
    const answer = await firstAnswer;
    let unavailableLineIds = new Set<number>();
    if (answer.status() === 406) {
      const body = (await answer.json()) as { changes?: { line_id: number; reason: string }[] };
      unavailableLineIds = new Set((body.changes ?? []).filter((change) => change.reason === 'unavailable').map((change) => change.line_id));
      await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    }
    await cart.waitFor();
    // The cart gained exactly the original lines (less any no longer available), at their quantities.
    const expected = new Map(before);
    for (const line of original.filter((candidate) => !unavailableLineIds.has(candidate.id))) expected.set(line.name, (expected.get(line.name) ?? 0) + line.quantity);
    expect(expected).not.toEqual(before);
    await expect.poll(() => cartQuantities(cart), { timeout: 15_000 }).toEqual(expected);
    await context.close();
  });
});
