import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { SEED_PASSWORD, deliverToLatvia, fillContactStep, guestCartWithOneProduct, newConfirmedAccount, newShopper, open, restrictedProduct } from './shopper';

/**
 * The checkout's forms check what is typed before anything is sent, with messages at the fields
 * (their validators load after the page, lib/lazyResolver.ts), and send once it is right.
 */
describe('checkout forms', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** The delivery step: the courier, to this recipient, street, city and postal code. */
  async function courierTo(page: Page, [recipient, street, city, postalCode]: [string, string, string, string]) {
    await page.getByLabel(/^Courier/).check();
    await page.getByLabel('Recipient').fill(recipient);
    await page.getByLabel('Street address').fill(street);
    await page.getByLabel('City').fill(city);
    await page.getByLabel('Postal code').fill(postalCode);
  }

  /** The delivery step: the courier to an address in Riga, on to the contact step. */
  async function courierToRiga(page: Page) {
    await courierTo(page, ['Anna Bērziņa', 'Brīvības iela 1', 'Rīga', 'LV-1010']);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/information'));
  }

  it('courier address and contact information: mistakes are named at their fields and nothing is sent; corrected, the step goes on', async () => {
    const { page, context } = await newShopper(browser);
    const writes: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PUT' && /\/delivery\/(information\/)?$/.test(new URL(request.url()).pathname)) writes.push(new URL(request.url()).pathname);
    });
    const { cart } = await guestCartWithOneProduct(page);
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);

    await courierTo(page, ['Mari Tamm', 'Pikk 12', 'Tallinn', '1']);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Enter a valid postal code').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/delivery$/);
    expect(writes).toEqual([]);
    await page.getByLabel('Postal code').fill('10111');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/information$/);
    // The step offers the courier's recipient (Mari Tamm) as the name once the delivery has loaded;
    // the shopper empties the first name after that.
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Mari');
    await expect(page.getByLabel('Last name').inputValue()).resolves.toBe('Tamm');
    await page.getByLabel('First name').fill('');
    await page.getByLabel('E-mail').fill('mari@example.ee');
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Enter a valid phone number.').count()).toBe(1);
    await expect(page.getByText('Required field').count()).resolves.toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/information$/);
    expect(writes.filter((path) => path.endsWith('/information/'))).toEqual([]);
    await page.getByLabel('First name').fill('Mari');
    await page.getByLabel('Phone').fill('+372 5555 1234');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment$/);
    expect(writes.filter((path) => path.endsWith('/information/'))).toHaveLength(1);
    await context.close();
  });

  it('a returning customer logs in on the contact step: the order moves into the account and the details are filled in', async () => {
    const { page, context } = await newShopper(browser);
    const email = await newConfirmedAccount();
    const { cart, uuid } = await guestCartWithOneProduct(page);
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);
    await page.getByLabel(/Pick-up in Tallinn/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/information$/);
    await page.getByTestId('checkout-login').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill(SEED_PASSWORD);
    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Log in' }).click()]);
    await page.waitForURL((url) => url.pathname.endsWith('/information'));
    // The same order, now the customer's: the offer is gone and their details are in the form.
    expect(page.url()).toContain(uuid);
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe(email);
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Lea');
    await expect(page.getByTestId('checkout-login').count()).resolves.toBe(0);
    const openOrders = (await (await page.request.get('/api/v1/orders/')).json()) as { uuid: string }[];
    expect(openOrders.map((order) => order.uuid)).toContain(uuid);
    await context.close();
  });

  it("changing the delivery country on the delivery step offers that country's methods, and the order follows", async () => {
    const { page, context } = await newShopper(browser);
    const { cart, uuid } = await guestCartWithOneProduct(page);
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);
    await page.getByLabel(/Pick-up in Tallinn/).waitFor();
    await deliverToLatvia(page);
    // Latvia's methods (the courier costs €6.90 there), not Estonia's pick-up in Tallinn.
    await page.getByLabel(/^Courier — €6\.90/).waitFor();
    await expect(page.getByLabel(/Pick-up in Tallinn/).count()).resolves.toBe(0);
    await courierToRiga(page);
    const order = (await (await page.request.get(`/api/v1/orders/${uuid}/`)).json()) as { delivery_country_id: number; transport_cost: string };
    expect(order).toMatchObject({ delivery_country_id: 3, transport_cost: '6.90' });
    await context.close();
  });

  it('a product not sold in the country the order moved to stops the payment, says so and opens the cart that shows it', async () => {
    const product = await restrictedProduct('LV', 'Not sold in Latvia');
    const { page, context } = await newShopper(browser);
    // Bought while delivering to Estonia, where it is sold.
    await open(page, `/products/${product.id}?lang=en`);
    await page.locator('main button', { hasText: `Add to cart: ${product.name}` }).click();
    await page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);
    await page.getByLabel(/Pick-up in Tallinn/).waitFor();
    await deliverToLatvia(page);
    await courierToRiga(page);
    await fillContactStep(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/payment'));
    await page.getByRole('radio', { name: /^Test payment/ }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('can no longer be bought for delivery to this country');
    expect(new URL(page.url()).pathname).toMatch(/\/payment$/);
    await page.getByRole('button', { name: 'Open the cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect.poll(() => cart.textContent()).toContain('Not sold in Latvia');
    await context.close();
  });
});
