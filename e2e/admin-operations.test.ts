import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { checkOut, dialog, logIn, newConfirmedAccount, newShopper, open, payWithTestProvider } from './shopper';

const EVENT_ADMIN = 'events@salon.test';
const PRODUCT_ADMIN = 'products@salon.test';
const SHOP_ADMIN = 'shops@salon.test';
const ADMINISTRATOR = '/api/v1/administrator';
/** The store languages by the names their tabs and fields carry. */
const LANGUAGES = { et_EE: 'Eesti', en_US: 'English', ru_RU: 'Русский', fi_FI: 'Suomi', lv_LV: 'Latviešu' } as const;

const USER_ADMIN = 'users@salon.test';
const BUSINESS_ADMIN = 'business@salon.test';

async function adminCall<T>(page: Page, path: string, method: 'GET' | 'PUT' = 'GET', data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`${ADMINISTRATOR}${path}`, { method, ...(data === undefined ? {} : { data }), headers: { Origin: origin } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Fills a compact per-language group (one field per store language) with `text` plus the language code. */
async function fillEveryLanguage(group: Locator, text: string) {
  for (const [code, language] of Object.entries(LANGUAGES)) await group.getByRole('textbox', { name: language, exact: true }).fill(`${text} ${code.slice(0, 2)}`);
}

/** A datetime-local value (Tallinn wall time) `days` from now at 10:00. */
const daysAhead = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00`;
};

describe('admin operations change the storefront', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('an event created in /admin/events with a ticket is listed on the storefront, its page shows what staff wrote, and its buyers are its attendees', async () => {
    const admin = await newShopper(browser);
    await logIn(admin.page, EVENT_ADMIN);
    await open(admin.page, '/admin/events');
    const stamp = Date.now();
    const name = `E2E seminar ${stamp}`;
    await admin.page.getByRole('button', { name: 'New event' }).click();
    const modal = dialog(admin.page, 'New event');
    await fillEveryLanguage(modal.getByRole('group', { name: 'Name', exact: true }), name);
    await fillEveryLanguage(modal.getByRole('group', { name: 'Description', exact: true }), `What the seminar teaches ${stamp}`);
    await modal.getByRole('textbox', { name: 'Slug', exact: true }).fill(`e2e-seminar-${stamp}`);
    await modal.getByRole('textbox', { name: 'Location', exact: true }).fill('Tallinn, Pärnu mnt 1');
    await modal.getByLabel('Starts (Tallinn time)').fill(daysAhead(20, 12));
    // An end before the start is refused in the form before anything is sent.
    await modal.getByLabel('Ends (Tallinn time)').fill(daysAhead(20, 10));
    await modal.getByRole('button', { name: 'Add a ticket' }).click();
    await fillEveryLanguage(modal.getByRole('group', { name: 'Ticket name' }), 'Full ticket');
    await modal.getByRole('textbox', { name: 'Price', exact: true }).fill('15.50');
    await modal.getByRole('spinbutton', { name: 'Capacity' }).fill('30');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('The end must be after the start.').waitFor();
    await modal.getByLabel('Ends (Tallinn time)').fill(daysAhead(20, 16));
    await modal.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('button', { name: /^Event created\s*\(/ }).waitFor();
    await modal.waitFor({ state: 'detached' });

    const stored = await adminCall<{ results: { id: number; i18n_name: Record<string, { value: string }>; tickets: { price: string; capacity: number }[] }[] }>(admin.page, `/events/?q=e2e-seminar-${stamp}`);
    const event = stored.results.find((row) => row.i18n_name.et_EE?.value === `${name} et`);
    expect(event).toBeDefined();
    expect(event!.i18n_name.en_US?.value).toBe(`${name} en`);
    expect(event!.tickets).toEqual([expect.objectContaining({ price: '15.50', capacity: 30 })]);

    const shopper = await newShopper(browser);
    await open(shopper.page, '/events?lang=et');
    await expect(shopper.page.getByTestId('upcoming-events').getByText(`${name} et`, { exact: true }).count()).resolves.toBe(1);
    // The description was stored and shown nowhere; the page was titled 'Koolitused'.
    await shopper.page.getByTestId('upcoming-events').getByText(`${name} et`, { exact: true }).click();
    await shopper.page.waitForURL(new RegExp(`/events/e2e-seminar-${stamp}/${event!.id}`));
    // The address changes as the navigation commits: poll until the event's page has rendered.
    await expect.poll(() => shopper.page.getByRole('heading', { level: 1 }).textContent()).toBe(`${name} et`);
    await expect(shopper.page.getByTestId('event-description').textContent()).resolves.toBe(`What the seminar teaches ${stamp} et`);
    // A shopper buys two seats; staff see one buyer bringing two, with the ticket and the order.
    await open(shopper.page, `/events/e2e-seminar-${stamp}/${event!.id}?lang=en`);
    const tickets = shopper.page.getByTestId('event-tickets');
    await tickets.getByLabel('Quantity').fill('2');
    await tickets.getByRole('button', { name: 'Buy tickets' }).click();
    await shopper.page.waitForURL(/\/event-information$/);
    await shopper.page.getByLabel('First name').fill('Eva');
    await shopper.page.getByLabel('Last name').fill(`Kask ${stamp}`);
    await shopper.page.getByLabel('E-mail').fill('eva.kask@example.ee');
    await shopper.page.getByLabel('Phone').fill('+372 5555 1234');
    await shopper.page.getByRole('button', { name: 'Continue' }).click();
    await shopper.page.waitForURL(/\/event-payment$/);
    await payWithTestProvider(shopper.page);
    await shopper.page.waitForURL(/\/success$/);
    await open(admin.page, `/admin/events?q=e2e-seminar-${stamp}`);
    await admin.page.getByRole('button', { name: new RegExp(`^Attendees\\s*: ${name}`) }).click();
    const attendees = admin.page.getByRole('dialog').getByRole('table', { name: '2 attendees' });
    const row = attendees.getByRole('row').filter({ hasText: `Eva Kask ${stamp}` });
    // The modal reads the list after it opens: wait for the row before reading its cells.
    await row.waitFor();
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual(['eva.kask@example.ee', '+372 5555 1234', '', 'Full ticket et', '2', expect.stringMatching(/^\d+ · Placed$/)]);
    await Promise.all([admin.context.close(), shopper.context.close()]);
  });

  it('an order a guest placed shows staff what to ship (contact, method, lines, totals) in /admin/pending-orders; staff move it on', async () => {
    const shopper = await newShopper(browser);
    await open(shopper.page, '/products?lang=en');
    await shopper.page.waitForLoadState('networkidle');
    await shopper.page.getByTestId('product-tile').getByRole('button', { name: /^Add to cart/, disabled: false }).filter({ visible: true }).first().click();
    const cart = shopper.page.getByRole('dialog', { name: 'Shopping cart' });
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    const uuid = await checkOut(shopper.page);
    const placed = (await (await shopper.page.request.get(`/api/v1/orders/${uuid}/`)).json()) as { number: number; total_with_coupon_discount: string; order_lines: { product: { internal_id: string } }[] };

    // The list said only number, status and total: no name, no e-mail for a guest, nothing to ship.
    const admin = await newShopper(browser);
    await logIn(admin.page, SHOP_ADMIN);
    await open(admin.page, `/admin/pending-orders?q=${placed.number}`);
    // The list speaks the admin's language: headings and statuses by name, not the API's field names and codes.
    const list = admin.page.getByRole('table');
    await list.getByRole('row').filter({ hasText: 'Placed' }).first().waitFor();
    await expect(list.getByRole('columnheader').allTextContents()).resolves.toEqual(['Order no.', 'Status', 'Customer ID', 'Customer', 'User’s e-mail', 'Total (€)', 'Placed ↓', 'Actions']);
    await admin.page.getByRole('button', { name: new RegExp(`^View\\s*: Order ${placed.number}$`) }).click();
    const view = dialog(admin.page, `Order ${placed.number}`);
    await view.getByText('Placed', { exact: true }).waitFor();
    const details = (await view.locator('dl').allInnerTexts()).join('\n');
    expect(details).toContain('Name:\nMari Tamm');
    expect(details).toContain('+372 5555 1234');
    expect(details).toContain('Company:\nGuest (no account)');
    // Content is named in the shop language (Estonian by default), the admin's words in its own.
    expect(details).toContain('Method:\nJäreletulemine Tallinnas');
    expect(details).toMatch(new RegExp(`Total:\\n${placed.total_with_coupon_discount.replace('.', '\\.')}`));
    await expect(view.getByRole('link', { name: /@example\.com$/ }).count()).resolves.toBe(1);
    await expect(view.getByRole('table').getByRole('rowheader').first().textContent()).resolves.toMatch(new RegExp(`^${placed.order_lines[0]!.product.internal_id} · `));
    await admin.page.keyboard.press('Escape');

    await admin.page.getByRole('button', { name: new RegExp(`^Change status\\s*: ${placed.number}$`) }).click();
    await admin.page.getByRole('button', { name: /^Status changed\s*\(/ }).waitFor();
    const after = (await (await shopper.page.request.get(`/api/v1/orders/${uuid}/`)).json()) as { status: number };
    // 3 = IN_PROGRESS (spec section 3).
    expect(after.status).toBe(3);
    await Promise.all([admin.context.close(), shopper.context.close()]);
  });

  it('a customer reads in the account, in their language, the status staff give the order', async () => {
    const customer = await newShopper(browser);
    await logIn(customer.page, await newConfirmedAccount());
    await open(customer.page, '/products?lang=en');
    await customer.page.waitForLoadState('networkidle');
    await customer.page.getByTestId('product-tile').getByRole('button', { name: /^Add to cart/, disabled: false }).filter({ visible: true }).first().click();
    await customer.page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Go to checkout' }).click();
    const uuid = await checkOut(customer.page);
    const { number } = (await (await customer.page.request.get(`/api/v1/orders/${uuid}/`)).json()) as { number: number };
    // The account showed number, date and total only: a customer could not tell a cancelled order from a sent one.
    await open(customer.page, `/account/orders/${uuid}?lang=et`);
    await expect(customer.page.getByTestId('order-status').textContent()).resolves.toMatch(/^Olek: Vastu võetud · Esitatud /);
    // Where it goes, too: the method (and the address for a courier).
    await expect(customer.page.getByTestId('order-delivery').textContent()).resolves.toBe('Tarne: Järeletulemine Tallinnas');

    const admin = await newShopper(browser);
    await logIn(admin.page, SHOP_ADMIN);
    await open(admin.page, `/admin/pending-orders?q=${number}`);
    // 3 = IN_PROGRESS (spec section 3).
    await adminCall(admin.page, `/pending-orders/${number}/status/`, 'PUT', { status: 3 });
    await open(customer.page, '/account/orders?lang=et');
    const row = customer.page.getByTestId('order-history').getByRole('listitem').filter({ hasText: `Tellimus ${number}` });
    await expect(row.getByTestId('order-status').textContent()).resolves.toBe('Komplekteerimisel');
    await open(customer.page, `/account/orders/${uuid}?lang=en`);
    await expect(customer.page.getByTestId('order-status').textContent()).resolves.toMatch(/^Status: Being prepared · Placed on /);
    await Promise.all([admin.context.close(), customer.context.close()]);
  });

  it('a customer reviews a product; the review waits for moderation and shows once a product admin approves it', async () => {
    const customer = await newShopper(browser);
    await logIn(customer.page, await newConfirmedAccount());
    const stamp = Date.now();
    const productId = 12;
    await open(customer.page, `/products/${productId}?lang=en`);
    const reviews = customer.page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = reviews.getByRole('form', { name: 'Write a review' });
    // By keyboard: the first star of the group, then arrows to four stars.
    await form.getByRole('radio', { name: /5 stars/ }).focus();
    await customer.page.keyboard.press('Space');
    await customer.page.keyboard.press('ArrowRight');
    await form.getByRole('textbox', { name: 'Your review (optional)' }).fill(`Soft hair ${stamp}`);
    await form.getByRole('button', { name: 'Send review' }).click();
    await reviews.getByRole('status').filter({ hasText: 'Thank you! Your review will appear once we have checked it.' }).waitFor();
    // Not shown before a product admin approves it.
    const publicReviews = async () => ((await (await customer.page.request.get(`/api/v1/products/${productId}/reviews/?page_size=50`)).json()) as { results: { comment: string; rating: number }[] }).results;
    expect((await publicReviews()).some((review) => review.comment === `Soft hair ${stamp}`)).toBe(false);
    // Back on the product, in Estonian: the page says it has their review, and offers no second form.
    await open(customer.page, `/products/${productId}?lang=et`);
    const arvustused = customer.page.getByRole('region', { name: 'Arvustused' });
    await expect(arvustused.getByTestId('my-review').locator('p').first().textContent()).resolves.toBe('Oled seda toodet hinnanud (4 / 5). Sinu arvustus ilmub pärast seda, kui oleme selle üle vaadanud.');
    await expect(arvustused.getByRole('button', { name: 'Kirjuta arvustus' }).count()).resolves.toBe(0);

    const admin = await newShopper(browser);
    await logIn(admin.page, PRODUCT_ADMIN);
    const pending = await adminCall<{ results: { id: number; comment: string }[] }>(admin.page, `/reviews/?status=pending&q=${stamp}`);
    const review = pending.results.find((row) => row.comment === `Soft hair ${stamp}`)!;
    await open(admin.page, `/admin/reviews?status=pending`);
    await admin.page.getByRole('button', { name: new RegExp(`^Approve\\s*: ${review.id}$`) }).click();
    await admin.page.getByRole('button', { name: /^Review approved\s*\(/ }).waitFor();
    expect((await publicReviews()).find((row) => row.comment === `Soft hair ${stamp}`)).toMatchObject({ rating: 4 });
    await open(customer.page, `/products/${productId}?lang=en`);
    await reviews.getByText(`Soft hair ${stamp}`).waitFor();
    await expect(reviews.getByTestId('my-review').locator('p').first().textContent()).resolves.toBe('You have reviewed this product (4 of 5). Thank you!');

    // Taken back by keyboard, after a question that starts on the harmless answer.
    await reviews.getByRole('button', { name: 'Withdraw my review' }).focus();
    await customer.page.keyboard.press('Enter');
    await expect(customer.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Keep it');
    await customer.page.keyboard.press('Shift+Tab');
    await customer.page.keyboard.press('Enter');
    await reviews.getByRole('status').filter({ hasText: 'Your review was withdrawn.' }).waitFor();
    await expect(customer.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Write a review');
    expect((await publicReviews()).some((row) => row.comment === `Soft hair ${stamp}`)).toBe(false);
    expect(await (await customer.page.request.get(`/api/v1/products/${productId}/reviews/mine/`)).json()).toEqual({ review: null });
    await Promise.all([admin.context.close(), customer.context.close()]);
  });

  it('a product name edited in Estonian and English in /admin/products shows in each language on the product page', async () => {
    const admin = await newShopper(browser);
    await logIn(admin.page, PRODUCT_ADMIN);
    await open(admin.page, '/admin/products?sort=id');
    const second = (await adminCall<{ results: { id: number; internal_id: string }[] }>(admin.page, '/products/?sort=id&page_size=2')).results[1]!;
    const stamp = Date.now();
    await admin.page.getByRole('button', { name: new RegExp(`^Edit\\s*: ${second.internal_id}$`) }).click();
    const modal = dialog(admin.page, 'Edit product');
    const general = modal.getByRole('tabpanel', { name: 'General' });
    await general.getByRole('tab', { name: LANGUAGES.et_EE }).click();
    await general.getByRole('textbox', { name: 'Name', exact: true }).fill(`Eesti nimi ${stamp}`);
    await general.getByRole('tab', { name: LANGUAGES.en_US }).click();
    await general.getByRole('textbox', { name: 'Name', exact: true }).fill(`English name ${stamp}`);
    await modal.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('button', { name: /^Saved\s*\(/ }).waitFor();
    await modal.waitFor({ state: 'detached' });
    const stored = await adminCall<{ i18n_name: Record<string, { value: string }> }>(admin.page, `/products/${second.id}/`);
    expect(stored.i18n_name.et_EE?.value).toBe(`Eesti nimi ${stamp}`);
    expect(stored.i18n_name.en_US?.value).toBe(`English name ${stamp}`);

    const shopper = await newShopper(browser);
    await open(shopper.page, `/products/${second.id}?lang=et`);
    await expect(shopper.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Eesti nimi ${stamp}`);
    await open(shopper.page, `/products/${second.id}?lang=en`);
    await expect(shopper.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`English name ${stamp}`);
    await Promise.all([admin.context.close(), shopper.context.close()]);
  });

  it("moving a category under its own subcategory shows the API's cycle error at the parent field; moving to the top level saves", async () => {
    const admin = await newShopper(browser);
    await logIn(admin.page, PRODUCT_ADMIN);
    await open(admin.page, '/admin/categories?sort=id');
    type Category = { id: number; parent_id: number | null; i18n_name: Record<string, { value: string }> };
    // Top-level categories are seeded first: the lowest id is a root and is on the first page sorted by id.
    const root = (await adminCall<{ results: Category[] }>(admin.page, '/categories/?sort=id&page_size=1')).results[0]!;
    expect(root.parent_id).toBeNull();
    const child = (await adminCall<{ results: Category[] }>(admin.page, `/category-sorting/?parent_id=${root.id}`)).results[0]!;
    // The admin lists show names in the content language (Estonian by default).
    const listedName = (category: Category) => category.i18n_name.et_EE!.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await admin.page.getByRole('button', { name: new RegExp(`^Move\\s*: ${listedName(root)}$`) }).click();
    const modal = dialog(admin.page, /^Move category /);
    const parent = modal.getByRole('combobox', { name: 'Parent category' });
    await parent.locator(`option[value="${child.id}"]`).waitFor({ state: 'attached' });
    await parent.selectOption(String(child.id));
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('This would make a cycle.').waitFor();
    await expect(parent.getAttribute('aria-invalid')).resolves.toBe('true');
    expect((await adminCall<{ parent_id: number | null }>(admin.page, `/categories/${root.id}/`)).parent_id).toBeNull();
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await open(admin.page, `/admin/categories?parent_id=${root.id}`);
    await admin.page.getByRole('button', { name: new RegExp(`^Move\\s*: ${listedName(child)}$`) }).click();
    const childModal = dialog(admin.page, /^Move category /);
    await expect(childModal.getByRole('combobox', { name: 'Parent category' }).inputValue()).resolves.toBe(String(root.id));
    await childModal.getByRole('combobox', { name: 'Parent category' }).selectOption({ value: '' });
    await childModal.getByRole('button', { name: 'Save' }).click();
    await childModal.waitFor({ state: 'detached' });
    expect((await adminCall<{ parent_id: number | null }>(admin.page, `/categories/${child.id}/`)).parent_id).toBeNull();
    // Put it back for the other tests.
    await adminCall(admin.page, `/categories/${child.id}/`, 'PUT', { parent_id: root.id });
    await admin.context.close();
  });

  it("a user admin changes a business user's customer role in /admin/users; an unknown customer is refused at its row", async () => {
    const admin = await newShopper(browser);
    await logIn(admin.page, USER_ADMIN);
    await open(admin.page, `/admin/users?q=${encodeURIComponent(BUSINESS_ADMIN)}`);
    const user = (await adminCall<{ results: { id: number }[] }>(admin.page, `/users/?q=${encodeURIComponent(BUSINESS_ADMIN)}`)).results[0]!;
    const before = (await adminCall<{ memberships: { customer_uuid: string; role: string }[] }>(admin.page, `/users/${user.id}/`)).memberships;
    expect(before.length).toBeGreaterThan(0);
    await admin.page.getByRole('button', { name: new RegExp(`^Memberships\\s*: ${BUSINESS_ADMIN}$`) }).click();
    const modal = dialog(admin.page, `Customer memberships of ${BUSINESS_ADMIN}`);
    const first = modal.getByRole('group', { name: /^Membership 1/ });
    await first.getByRole('combobox', { name: 'Role' }).selectOption('CUSTOMER_USER');
    await modal.getByRole('button', { name: 'Add a membership' }).click();
    const added = modal.getByRole('group', { name: `Membership ${before.length + 1}`, exact: true });
    await added.getByRole('textbox', { name: 'Customer id (UUID)' }).fill('00000000-0000-4000-8000-000000000000');
    await modal.getByRole('button', { name: 'Save' }).click();
    await added.getByText('No such customer.').waitFor();
    await added.getByRole('button', { name: `Remove membership ${before.length + 1}` }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    const after = (await adminCall<{ memberships: { customer_uuid: string; role: string }[] }>(admin.page, `/users/${user.id}/`)).memberships;
    expect(after).toHaveLength(before.length);
    expect(after.find((membership) => membership.customer_uuid === before[0]!.customer_uuid)?.role).toBe('CUSTOMER_USER');
    // Put the seeded role back for the other tests.
    await adminCall(admin.page, `/users/${user.id}/`, 'PUT', { memberships: before.map(({ customer_uuid, role }) => ({ customer_uuid, role })) });
    await admin.context.close();
  });
});
