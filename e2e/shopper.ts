import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_SIGNING_SALT } from './servers';
import { hydrated, newShopperContext, type ShopperContextOptions } from './shopperContext';

export { hydrated };
import { server } from './workerServers';

export const SEED_PASSWORD = 'Salon-Demo-2025';
export const LOGIN = { PRIVATE: 'private@salon.test', LOYAL: 'loyal@salon.test', BUSINESS: 'business@salon.test' } as const;

/**
 * A fresh browser context (own cookies and localStorage) for one test, on this worker's storefront
 * unless `baseUrl` says otherwise (e2e/shopperContext.ts). The delivery country and the sign-up
 * popup are pre-answered so first-load modals do not cover the page; tests of those rules start
 * without them.
 */
export async function newShopper(
  browser: Browser,
  options: ShopperContextOptions & { baseUrl?: string } = {},
): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const baseUrl = options.baseUrl ?? server('storefrontUrl');
  const context = await newShopperContext(browser, baseUrl, options);
  const page = await context.newPage();
  return { context, page, baseUrl };
}

/** Logs in through the storefront's session action (sets the httpOnly token cookie). */
export async function logIn(page: Page, email: string): Promise<void> {
  // A browser's same-origin fetch sends Origin; the storefront refuses a login without it (CSRF).
  const origin = new URL(server('storefrontUrl')).origin;
  const response = await page.request.post('/session/login', { data: { email, password: SEED_PASSWORD }, headers: { Origin: origin } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

/** Opens a page and waits until React has hydrated (the root marks <html data-hydrated>); answers the document's response. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}


/** A modal of @salon/ui (Radix dialog) by its accessible name. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The two widths every store journey runs at (issue 16): a desktop and a small phone. */
export const JOURNEY_VIEWPORTS = [
  { name: 'desktop 1440 px', width: 1440, mobile: false },
  { name: 'phone 375 px', width: 375, mobile: true },
] as const;

export const cartButton = (page: Page) => page.locator('button[aria-label^="Cart, products"]:visible, button[aria-label^="Ostukorv, tooteid"]:visible').first();

/** Chooses the built-in test provider (offered beside Montonio's fake in e2e) and pays. */
export async function payWithTestProvider(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Test payment/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The contact step as a guest fills it; resolves to the e-mail given (new each call unless one is passed). */
export async function fillContactStep(page: Page, email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`): Promise<string> {
  await page.getByLabel('First name').fill('Mari');
  await page.getByLabel('Last name').fill('Tamm');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+372 5555 1234');
  return email;
}

/**
 * A guest puts the first buyable product of /products in the cart; resolves to the open cart
 * modal and a reader of the cart's order as the API stores it.
 */
export async function guestCartWithOneProduct<T>(page: Page) {
  await open(page, '/products?lang=en');
  // The listing settles (prices, layout) before the shopper picks a tile.
  await page.waitForLoadState('networkidle');
  await page.getByTestId('product-tile').getByRole('button', { name: /^Add to cart/, disabled: false }).filter({ visible: true }).first().click();
  const cart = page.getByRole('dialog', { name: 'Shopping cart' });
  await cart.waitFor();
  const uuid = await page.evaluate(() => (JSON.parse(localStorage.getItem('salon.anonymousOrders') ?? '[]') as { uuid: string }[])[0]!.uuid);
  const read = async () => (await (await page.request.get(`/api/v1/orders/${uuid}/`, { headers: { 'Accept-Language': 'en' } })).json()) as T;
  return { cart, uuid, read };
}

/** From the delivery step: pick-up, the contact step as a guest, on to the payment step; resolves to the order's uuid. */
export async function toPaymentStep(page: Page): Promise<string> {
  await page.waitForURL(/\/order\/([0-9a-f-]+\/)?delivery/);
  await page.getByLabel(/Pick-up in Tallinn/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/information$/);
  await fillContactStep(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment$/);
  return /\/order\/([0-9a-f-]+)\/payment$/.exec(new URL(page.url()).pathname)![1]!;
}

/** Delivery, information and payment with the built-in test provider; resolves to the order's uuid. */
export async function checkOut(page: Page): Promise<string> {
  await toPaymentStep(page);
  await payWithTestProvider(page);
  await page.waitForURL(/\/success$/);
  return /\/order\/([0-9a-f-]+)\/success$/.exec(new URL(page.url()).pathname)![1]!;
}

const MAIL_WAIT_MS = 10_000;

/**
 * Headers of a request the storefront server forwards for a shopper of its own address (signed
 * with the shared salt, the shopper's address appended): every test shopper registers from its
 * own documentation address (198.18.0.0/15), as real shoppers do, so the suite's many accounts
 * do not all count against the per-address registration limit of 127.0.0.1.
 */
function asShopperBehindStorefront(): Record<string, string> {
  const dateTime = String(Date.now());
  const address = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  return { 'TH-DateTime': dateTime, 'TH-Nonce': createHash('sha256').update(`${dateTime}${E2E_SIGNING_SALT}`).digest('hex'), 'X-Forwarded-For': address };
}

/** A new, confirmed private customer (registered and confirmed through the API), for journeys that change an account for good. */
export async function newConfirmedAccount(): Promise<string> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ee`;
  const api = server('apiUrl');
  const registered = await fetch(`${api}/api/v1/rest-auth/registration/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...asShopperBehindStorefront() },
    body: JSON.stringify({ first_name: 'Lea', last_name: 'Liitur', email, password: SEED_PASSWORD, accept_terms: true }),
  });
  if (registered.status >= 300) throw new Error(`registration failed: ${registered.status}`);
  const dir = server('mailDir');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (!text.includes(`\r\nTo: ${email}\r\n`)) continue;
      const link = text.match(/https?:\/\/\S+\/auth\/confirm\S*/)?.[0];
      const key = link ? new URL(link).searchParams.get('key') : null;
      if (!key) continue;
      const confirmed = await fetch(`${api}/api/v1/rest-auth/registration/verify-email/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key }) });
      if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status}`);
      return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

export interface RestrictedApiProduct {
  id: number;
  name: string;
  valid_restrictions: { scope: string; reason: string }[];
}

/** The first product the API restricts for an anonymous shopper delivering to the given country, with that reason. */
export async function restrictedProduct(country: 'EE' | 'LV', reason: string): Promise<RestrictedApiProduct> {
  for (let page = 1; page <= 10; page += 1) {
    const response = await fetch(`${server('apiUrl')}/api/v1/products/elastic/search/new/?page=${page}&page_size=100`, { headers: { 'Accept-Language': 'en', 'Delivery-Country': country } });
    const body = (await response.json()) as { results: { products: RestrictedApiProduct[] } };
    const found = body.results.products.find((product) => product.valid_restrictions.some((restriction) => restriction.reason === reason));
    if (found) return found;
  }
  throw new Error(`no product restricted by "${reason}"`);
}

/** On a checkout page: the header's country and language button (EN), Latvia, saved; the page reloads and hydrates. */
export async function deliverToLatvia(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'EN' }).click();
  const choice = page.getByRole('dialog', { name: 'Delivery country and language' });
  await choice.getByLabel('Latvia').check();
  await Promise.all([page.waitForEvent('load'), choice.getByRole('button', { name: 'Save' }).click()]);
  await hydrated(page);
}
