import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, LOGIN, SEED_PASSWORD, cartButton, guestCartWithOneProduct, logIn, newShopper, open, payWithTestProvider, toPaymentStep } from './shopper';

describe('shopping and checkout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a price staff raise while the shopper is on the payment step: paying is refused, the new total is shown, paying again pays it (decision 0082)', async () => {
    type Order = { status: number; total_with_coupon_discount: string; order_lines: { price: string; product: { id: number } }[] };
    const { page, context } = await newShopper(browser);
    const { cart, read } = await guestCartWithOneProduct<Order>(page);
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await toPaymentStep(page);
    const before = await read();
    const { product, price: oldPrice } = before.order_lines[0]!;
    const staff = await newShopper(browser);
    await logIn(staff.page, 'products@salon.test');
    const setPrice = (price: string) => staff.page.request.put(`/api/v1/administrator/products/${product.id}/`, { data: { price }, headers: { Origin: new URL(staff.baseUrl).origin } });
    try {
      const newPrice = (Number(oldPrice) + 10).toFixed(2);
      expect((await setPrice(newPrice)).status()).toBe(200);
      await payWithTestProvider(page);
      await page.getByText('Prices in your order have changed since you put it together.').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/\/payment$/);
      const repriced = await read();
      expect(repriced.status).toBe(1);
      expect(repriced.order_lines[0]!.price).toBe(newPrice);
      expect(Number(repriced.total_with_coupon_discount)).toBeCloseTo(Number(before.total_with_coupon_discount) + 10, 2);
      // The summary shows the new total before the shopper pays again.
      await page.getByRole('main').getByText(repriced.total_with_coupon_discount, { exact: false }).first().waitFor();
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/success$/);
      const paid = await read();
      expect(paid).toMatchObject({ status: 2, total_with_coupon_discount: repriced.total_with_coupon_discount });
    } finally {
      await setPrice(oldPrice);
      await Promise.all([staff.context.close(), context.close()]);
    }
  });

  it('category -> product -> add to cart anonymously -> log in (cart connected) -> checkout to success', async () => {
    const { page, context } = await newShopper(browser);
    await open(page, '/?lang=en');
    // Category from the home page.
    await page.locator('main nav a[href^="/products/categories/"]').first().click();
    await page.waitForURL(/\/products\/categories\/\d+/);
    await page.getByTestId('product-tile').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The first product that can be bought.
    const tile = page.getByTestId('product-tile').filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) }).first();
    // Name read from the very element that is clicked, in one step in the page: a locator
    // re-resolves on each call, and under load the list could re-render between reading a tile and
    // clicking it (the first buyable tile was not always the one read, and once the link read was
    // gone before the click).
    const productName = await tile
      .getByRole('heading')
      .getByRole('link')
      .evaluate((link: HTMLAnchorElement) => {
        link.click();
        return link.textContent!.trim();
      });
    await page.waitForURL(/\/products\/\d+/, { waitUntil: 'networkidle' });
    await page
      .getByRole('heading', { level: 1, name: productName })
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nurl=${page.url()}\nh1=${await page.locator('h1').allTextContents()}`);
      });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await cart.waitFor();
    await expect(cart.getByRole('group', { name: /^Quantity of / }).count()).resolves.toBe(1);
    await cart.getByRole('button', { name: 'Close' }).click();
    const anonymous = await page.evaluate(() => window.localStorage.getItem('salon.anonymousOrders'));
    expect(anonymous).toContain('"status":1');

    // Log in from the favourites button (logged out it opens the login modal).
    await page.getByRole('button', { name: /^Favourite: / }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill(LOGIN.PRIVATE);
    await login.getByLabel('Password').fill(SEED_PASSWORD);
    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Log in' }).click()]);
    await page.waitForLoadState('networkidle');
    // The anonymous cart now belongs to the user: it is no longer kept locally and still holds the product.
    await expect(page.evaluate(() => window.localStorage.getItem('salon.anonymousOrders'))).resolves.toBeNull();
    await cartButton(page).click();
    // The quantity selector of a cart line is named after its product.
    const connectedCart = page.getByRole('dialog', { name: 'Shopping cart' });
    await connectedCart.getByRole('group', { name: `Quantity of ${productName}` }).waitFor();

    // Checkout: delivery -> information -> payment -> success with the test provider.
    await connectedCart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\/delivery/);
    await page.getByLabel(/Pick-up in Tallinn/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/information$/);
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe(LOGIN.PRIVATE);
    await page.getByLabel('Phone').fill('+372 5555 1234');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment$/);
    await payWithTestProvider(page);
    await page.waitForURL(/\/success$/);
    await expect(page.getByTestId('order-success').textContent()).resolves.toContain('Thank you');

    // A placed order no longer changes (spec section 4): its checkout pages say so and disable their controls.
    const uuid = /\/order\/([0-9a-f-]+)\/success$/.exec(new URL(page.url()).pathname)![1]!;
    await open(page, `/order/${uuid}/delivery?lang=en`);
    await page.getByTestId('order-not-editable').waitFor();
    await expect(page.getByTestId('order-not-editable').textContent()).resolves.toContain('can no longer be changed');
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel(/Pick-up in Tallinn/).isDisabled()).resolves.toBe(true);

    // An order id that is no order: the shopper goes to / (spec section 4).
    await open(page, '/order/00000000-0000-4000-8000-000000000000/information?lang=en');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a checkout step without a cart says so and leads back to the shop, at both widths and in the page language', async () => {
    for (const viewport of JOURNEY_VIEWPORTS) {
      const { page, context } = await newShopper(browser, { mobile: viewport.mobile, width: viewport.width });
      await open(page, '/order/delivery?lang=en');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByText('Your cart is empty.').waitFor();
      await page.getByRole('link', { name: 'Continue shopping' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await open(page, '/order/payment?lang=ru');
      await page.getByText('Корзина пуста.').waitFor();
      await context.close();
    }
  });
});
