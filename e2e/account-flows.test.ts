import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { LOGIN, SEED_PASSWORD, cartButton, dialog, hydrated, logIn, newConfirmedAccount, newShopper, open, payWithTestProvider } from './shopper';
import { server } from './workerServers';

const MAIL_WAIT_MS = 10_000;

/** The newest .eml the API's file transport wrote to this address (optionally of a kind, told by its link path), and the link in it. */
async function mailLink(to: string, linkPath: '/auth/confirm' | '/auth/reset', after = 0): Promise<string> {
  const dir = server('mailDir');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort() : [];
    for (const name of files.reverse()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).mtimeMs < after) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(`\r\nTo: ${to}\r\n`)) continue;
      const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === linkPath);
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${linkPath} mail to ${to} in ${dir}`);
}

async function currentUser(page: Page): Promise<{ status: number; email?: string }> {
  const response = await page.request.get('/api/v1/rest-auth/user/');
  return { status: response.status(), email: response.ok() ? ((await response.json()) as { email: string }).email : undefined };
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe('account flows', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('register -> refused login before confirming -> confirm link -> log in', async () => {
    const { page, context } = await newShopper(browser);
    const email = `new-${unique()}@example.ee`;
    const password = 'Uus-konto-2026';
    // Logged out, /favourites opens the login modal.
    await open(page, '/favourites?lang=en');
    await dialog(page, 'Log in').getByRole('button', { name: 'Create an account' }).click();
    const register = dialog(page, 'Create an account');
    await register.getByLabel('First name').fill('Kati');
    await register.getByLabel('Last name').fill('Karu');
    await register.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await register.getByLabel('Password', { exact: false }).fill(password);
    await register.getByRole('checkbox', { name: /terms of sale/ }).check();
    await register.getByRole('button', { name: 'Create account' }).click();
    const sent = dialog(page, 'Confirm your e-mail');
    await sent.waitFor();
    await expect(sent.textContent()).resolves.toContain(email);
    await sent.getByRole('button', { name: 'Close' }).last().click();

    // Not confirmed yet: the login form says so.
    await open(page, '/favourites?lang=en');
    const early = dialog(page, 'Log in');
    await early.getByLabel('E-mail').fill(email);
    await early.getByLabel('Password').fill(password);
    await early.getByRole('button', { name: 'Log in' }).click();
    await expect(early.getByRole('alert').textContent()).resolves.toContain('Confirm your e-mail address first');

    const link = await mailLink(email, '/auth/confirm');
    await page.goto(link);
    await hydrated(page);
    const success = dialog(page, 'Your account is ready');
    await success.getByRole('button', { name: 'Start shopping' }).click();
    const login = dialog(page, 'Log in');
    await expect(login.getByRole('status').textContent()).resolves.toContain('Your account is confirmed');
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill(password);
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), login.getByRole('button', { name: 'Log in' }).click()]);
    await expect(currentUser(page)).resolves.toEqual({ status: 200, email });

    // The link is single-use.
    await page.goto(link);
    await hydrated(page);
    await page.getByText('This link is not valid or has expired.').waitFor();
    await context.close();
  });

  it('forgot password -> e-mailed link -> new password -> log in with it', async () => {
    // A fresh account, so the shared demo logins of other tests keep their password.
    const apiUrl = server('apiUrl');
    const email = `reset-${unique()}@example.ee`;
    const registered = await fetch(`${apiUrl}/api/v1/rest-auth/registration/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'Rein', last_name: 'Rebane', email, password: 'Vana-parool-1', accept_terms: true }),
    });
    expect(registered.status).toBe(201);
    const key = new URL(await mailLink(email, '/auth/confirm')).searchParams.get('key');
    expect((await fetch(`${apiUrl}/api/v1/rest-auth/registration/verify-email/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key }) })).status).toBe(200);

    const { page, context } = await newShopper(browser);
    const requestedAt = Date.now();
    await open(page, '/favourites?lang=en');
    await dialog(page, 'Log in').getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = dialog(page, 'Forgot your password?');
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send link' }).click();
    const sent = dialog(page, 'Check your e-mail');
    await expect(sent.textContent()).resolves.toContain(`If an account exists for ${email}`);

    const link = await mailLink(email, '/auth/reset', requestedAt - 1000);
    await page.goto(link);
    await hydrated(page);
    const choose = dialog(page, 'Choose a new password');
    await choose.getByLabel(/^New password/).fill('Uus-parool-2');
    await choose.getByLabel(/^Repeat the new password/).fill('Uus-parool-2');
    await choose.getByRole('button', { name: 'Save password' }).click();
    const login = dialog(page, 'Log in');
    await expect(login.getByRole('status').textContent()).resolves.toContain('Your password has been changed');
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill('Uus-parool-2');
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), login.getByRole('button', { name: 'Log in' }).click()]);
    await expect(currentUser(page)).resolves.toEqual({ status: 200, email });

    const oldPassword = await fetch(`${apiUrl}/api/v1/rest-auth/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Vana-parool-1' }) });
    expect(oldPassword.status).toBe(400);
    await context.close();
  });

  it('an unknown e-mail gets the same "check your e-mail" answer and no mail', async () => {
    const { page, context } = await newShopper(browser);
    const email = `nobody-${unique()}@example.ee`;
    await open(page, '/auth/reset?lang=en');
    const forgot = dialog(page, 'Forgot your password?');
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog(page, 'Check your e-mail').textContent()).resolves.toContain(`If an account exists for ${email}`);
    await expect(mailLink(email, '/auth/reset')).rejects.toThrow(/no \/auth\/reset mail/);
    await context.close();
  });

  it('offers only the configured social login (e2e configures Google, not Facebook)', async () => {
    const { page, context } = await newShopper(browser);
    await open(page, '/favourites?lang=en');
    const login = dialog(page, 'Log in');
    await login.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(await login.getByRole('button', { name: /Facebook/ }).count()).toBe(0);
    await context.close();
  });

  it('sends account feedback', async () => {
    const { page, context } = await newShopper(browser);
    // The private demo user has an active customer: no entity chooser covers the page.
    await logIn(page, LOGIN.PRIVATE);
    await open(page, '/account/feedback?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    // Validation is asynchronous (its rules load after the page): wait for the verdict.
    await expect.poll(() => page.getByLabel('Message').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('radio', { name: 'The website' }).check();
    await page.getByRole('radio', { name: '4 of 5' }).check();
    await page.getByLabel('Message').fill('Finding products by brand is quick. Thank you!');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/v1/feedback/') && candidate.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send feedback' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(response.json()).resolves.toMatchObject({ topic: 'website', rating: 4, message: 'Finding products by brand is quick. Thank you!' });
    await page.getByText('Thank you! Your feedback has been sent.').waitFor();
    await context.close();
  });
});

describe('event tickets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** The first upcoming event's page, from the events list, hydrated. */
  async function openFirstEvent(page: Page, lang: string) {
    await open(page, `/events?lang=${lang}`);
    await page.getByTestId('upcoming-events').getByRole('link').first().click();
    await page.waitForURL(/\/events\/[^/]+\/\d+/);
    await hydrated(page);
  }

  it("an event's page is the event's: titled by its name, with its description, at one address", async () => {
    const { page, context } = await newShopper(browser);
    await openFirstEvent(page, 'et');
    const [, slug, id] = new URL(page.url()).pathname.match(/^\/events\/([^/]+)\/(\d+)$/)!;
    const event = (await (await fetch(`${server('apiUrl')}/api/v1/events/${id}/`, { headers: { 'Accept-Language': 'et' } })).json()) as { name: string; description: string };
    // It was titled 'Koolitused' (Events), and the description staff write was shown nowhere.
    expect(await page.locator('h1').textContent()).toBe(event.name);
    expect(await page.title()).toMatch(new RegExp(`^${event.name} \\|`));
    expect(await page.getByTestId('event-description').textContent()).toBe(event.description);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(event.description.slice(0, 160));
    // Another template in the address leads to the event's own; the template alone to its next date.
    await page.goto(`/events/another-name/${id}?lang=et`);
    expect(new URL(page.url()).pathname).toBe(`/events/${slug}/${id}`);
    await page.goto(`/events/${slug}?lang=et`);
    expect(new URL(page.url()).pathname).toBe(`/events/${slug}/${id}`);
    // An event that does not exist is not an empty page.
    expect((await page.request.get(`/events/${slug}/999999999?lang=et`)).status()).toBe(404);
    expect((await page.request.get(`/events/no-such-training?lang=et`)).status()).toBe(404);
    await context.close();
  });

  it('event page -> ticket and quantity -> event checkout -> success with the test provider', async () => {
    const { page, context } = await newShopper(browser);
    await openFirstEvent(page, 'en');
    const tickets = page.getByTestId('event-tickets');
    await tickets.getByRole('radio').first().check();
    // Retyped by keyboard: the field may be empty on the way (it turned 1 at once, and "2" made 12).
    const quantity = tickets.getByLabel('Quantity');
    await quantity.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    expect(await quantity.inputValue()).toBe('2');
    await tickets.getByRole('button', { name: 'Buy tickets' }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\/event-information$/);
    const orderUuid = page.url().match(/\/order\/([0-9a-f-]+)\//)![1]!;
    // Tickets are not delivered: the steps are contact information and payment only.
    const steps = page.getByRole('list', { name: 'Checkout' });
    await expect.poll(() => steps.getByRole('listitem').allTextContents()).toEqual(['Contact information', 'Payment']);
    // The summary counts tickets, not products, and has no delivery row.
    const summary = page.getByTestId('checkout-summary');
    await expect.poll(() => summary.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Tickets', 'Total']));
    expect(await summary.locator('dt').allTextContents()).not.toEqual(expect.arrayContaining(['Products']));
    expect(await summary.locator('dt').allTextContents()).not.toEqual(expect.arrayContaining(['Delivery']));
    await page.getByLabel('First name').fill('Eva');
    await page.getByLabel('Last name').fill('Kask');
    await page.getByLabel('E-mail').fill('eva.kask@example.ee');
    await page.getByLabel('Phone').fill('+372 5555 1234');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/event-payment$/);
    await payWithTestProvider(page);
    await page.waitForURL(/\/success$/);
    await expect(page.getByTestId('order-success').textContent()).resolves.toContain('Thank you');

    // The order is paid and holds one EVENT line of two tickets.
    const order = (await (await fetch(`${server('apiUrl')}/api/v1/orders/${orderUuid}/`)).json()) as { status: number; order_lines: { kind: string; quantity: number; event_ticket: unknown }[] };
    // 2 = SUBMITTED (spec section 3).
    expect(order.status).toBe(2);
    expect(order.order_lines).toEqual([expect.objectContaining({ kind: 'EVENT', quantity: 2, event_ticket: expect.objectContaining({ id: expect.any(Number) }) })]);
    await context.close();
  });

  it('an event order started and left is never the cart: products go to a cart of their own; logging in takes both along', async () => {
    const { page, context } = await newShopper(browser);
    const email = await newConfirmedAccount();
    await openFirstEvent(page, 'en');
    await page.getByTestId('event-tickets').getByRole('button', { name: 'Buy tickets' }).click();
    await page.waitForURL(/\/event-information$/);
    await hydrated(page);
    const eventUuid = page.url().match(/\/order\/([0-9a-f-]+)\//)![1]!;
    // Kept in this browser while a draft (spec section 4), so that a login takes it along.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('salon.anonymousOrders'))).toContain(`"uuid":"${eventUuid}","status":7`);

    // Back in the shop the cart is empty, and a product goes to a cart of its own.
    await open(page, '/products?lang=en');
    await page.waitForLoadState('networkidle');
    await expect(cartButton(page).getAttribute('aria-label')).resolves.toBe('Cart, products: 0');
    await page.getByTestId('product-tile').getByRole('button', { name: /^Add to cart/, disabled: false }).filter({ visible: true }).first().click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await cart.getByRole('group', { name: /^Quantity of / }).waitFor();
    expect(await cart.getByRole('group', { name: /^Quantity of / }).count()).toBe(1);
    await cart.getByRole('button', { name: 'Close' }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('salon.anonymousOrders') ?? '[]') as { uuid: string; status: number }[]);
    const cartUuid = stored.find((ref) => ref.status === 1)!.uuid;
    expect(cartUuid).not.toBe(eventUuid);
    const read = async (uuid: string) => (await (await page.request.get(`/api/v1/orders/${uuid}/`)).json()) as { status: number; customer: unknown; order_lines: { kind: string }[] };
    expect((await read(eventUuid)).order_lines.map((line) => line.kind)).toEqual(['EVENT']);
    expect((await read(cartUuid)).order_lines.map((line) => line.kind)).toEqual(['PRODUCT']);

    // Logging in connects both orders to the account; the cart is still the product cart.
    await page.getByRole('button', { name: /^Favourite: / }).first().click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill(SEED_PASSWORD);
    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Log in' }).click()]);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => localStorage.getItem('salon.anonymousOrders'))).resolves.toBeNull();
    const openOrders = (await (await page.request.get('/api/v1/orders/')).json()) as { uuid: string }[];
    expect(openOrders.map((order) => order.uuid).sort()).toEqual([cartUuid, eventUuid].sort());
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, products: 1');
    await cartButton(page).click();
    const lines = page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('group', { name: /^Quantity of / });
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    await context.close();
  });

  it('logged in too: the cart is the newest open order that is not an event order', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, await newConfirmedAccount());
    await openFirstEvent(page, 'en');
    await page.getByTestId('event-tickets').getByRole('button', { name: 'Buy tickets' }).click();
    await page.waitForURL(/\/event-information$/);
    await open(page, '/products?lang=en');
    await page.waitForLoadState('networkidle');
    // The ticket was counted as the cart's product, and a product added went into the event order.
    await expect(cartButton(page).getAttribute('aria-label')).resolves.toBe('Cart, products: 0');
    await page.getByTestId('product-tile').getByRole('button', { name: /^Add to cart/, disabled: false }).filter({ visible: true }).first().click();
    await page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('group', { name: /^Quantity of / }).waitFor();
    const openOrders = (await (await page.request.get('/api/v1/orders/')).json()) as { status: number; order_lines: { kind: string }[] }[];
    expect(openOrders.map((order) => [order.status, order.order_lines.map((line) => line.kind)])).toEqual([
      [7, ['EVENT']],
      [1, ['PRODUCT']],
    ]);
    await context.close();
  });

  it("a customer's paid tickets are named in the account's order, in the shopper's language", async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, await newConfirmedAccount());
    await openFirstEvent(page, 'et');
    const tickets = page.getByTestId('event-tickets');
    const ticketName = (await tickets.locator('label:has(input[type=radio]:checked) .font-semibold').textContent())!.trim();
    expect(ticketName).not.toBe('');
    await tickets.getByRole('button', { name: 'Osta piletid' }).click();
    await page.waitForURL(/\/event-information$/);
    await hydrated(page);
    await page.getByLabel('Telefon').fill('+372 5555 1234');
    await page.getByRole('button', { name: 'Jätka' }).click();
    await page.waitForURL(/\/event-payment$/);
    await page.getByRole('radio', { name: /^Testmakse/ }).check();
    await page.getByRole('button', { name: /^Maksa / }).click();
    await page.waitForURL(/\/success$/);
    const orderUuid = page.url().match(/\/order\/([0-9a-f-]+)\//)![1]!;
    await open(page, `/account/orders/${orderUuid}`);
    await expect.poll(() => page.getByTestId('order-line').first().textContent()).toContain(ticketName);

    // Ordering the tickets again opens a new event order's checkout; the cart stays empty.
    await page.getByRole('button', { name: 'Telli uuesti' }).click();
    await page.waitForURL((url) => /^\/order\/[0-9a-f-]+\/event-information$/.test(url.pathname) && !url.pathname.includes(orderUuid));
    await hydrated(page);
    const againUuid = page.url().match(/\/order\/([0-9a-f-]+)\//)![1]!;
    const again = (await (await page.request.get(`/api/v1/orders/${againUuid}/`)).json()) as { status: number; order_lines: { kind: string; event_ticket: unknown }[] };
    expect(again.status).toBe(7); // EVENT_DRAFT
    expect(again.order_lines).toEqual([expect.objectContaining({ kind: 'EVENT' })]);
    await expect.poll(() => page.getByTestId('checkout-summary').textContent()).toContain(ticketName);
    const openOrders = (await (await page.request.get('/api/v1/orders/')).json()) as { status: number; order_lines: unknown[] }[];
    expect(openOrders.filter((order) => order.status === 1).flatMap((order) => order.order_lines)).toEqual([]);
    await context.close();
  });
});
