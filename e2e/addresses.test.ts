import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, deliverToLatvia, dialog, logIn, newConfirmedAccount, newShopper, open } from './shopper';

/** The account's address book through the new-address-form modal (issue 16 item 8, issue 17 item 3 in part). */

describe.each(JOURNEY_VIEWPORTS)('address book ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('adds a delivery address through the modal (stored by the API), refuses a bad postal code, and deletes it', async () => {
    const email = await newConfirmedAccount();
    const { page, context } = await newShopper(browser, { width, mobile });
    await logIn(page, email);
    await open(page, '/account/addresses?lang=en');
    const delivery = page.getByTestId('addresses-DELIVERY');
    await delivery.getByText('No saved addresses yet.').waitFor();

    // By keyboard: the section's button opens the modal.
    await delivery.getByRole('button', { name: 'Add address' }).focus();
    await page.keyboard.press('Enter');
    const modal = dialog(page, 'New address');
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Name or company' }).fill('Mari Tamm');
    await modal.getByRole('textbox', { name: 'Street and house' }).fill('Pikk 1');
    await modal.getByRole('textbox', { name: 'City' }).fill('Tallinn');
    // The domain's postal-code rule, which the API applies too (decision 0046), refuses this one
    // at the field: no request is made and nothing is stored.
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/addresses\/$/.test(new URL(request.url()).pathname)) posted.push(request.url());
    });
    await modal.getByRole('textbox', { name: 'Postal code' }).fill('1');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Enter a valid postal code, e.g. 10115 or LV-1010.').waitFor();
    expect(posted).toEqual([]);
    const customer = ((await (await page.request.get('/api/v1/rest-auth/user/')).json()) as { active_company: { customer: { uuid: string } } }).active_company.customer.uuid;
    const stored = async () => (await (await page.request.get(`/api/v1/customers/${customer}/addresses/`)).json()) as { street: string; postal_code: string; type: string }[];
    expect(await stored()).toEqual([]);
    // The form keeps what was typed: correct the code and save.
    await modal.getByRole('textbox', { name: 'Postal code' }).fill('10123');
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/addresses\/$/.test(new URL(response.url()).pathname));
    await modal.getByRole('button', { name: 'Save' }).click();
    expect((await created).status()).toBe(201);
    await modal.waitFor({ state: 'detached' });
    await delivery.getByText('Pikk 1').waitFor();
    expect(await stored()).toMatchObject([{ street: 'Pikk 1', postal_code: '10123', type: 'DELIVERY' }]);

    // Edited through the same modal, filled with the saved address.
    await delivery.getByRole('button', { name: 'Edit address Pikk 1, Tallinn' }).click();
    const editing = dialog(page, 'Edit address');
    await expect.poll(() => editing.getByRole('textbox', { name: 'Street and house' }).inputValue()).toBe('Pikk 1');
    await editing.getByRole('textbox', { name: 'Street and house' }).fill('Pikk 3');
    const changed = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/addresses\/\d+\/$/.test(new URL(response.url()).pathname));
    await editing.getByRole('button', { name: 'Save' }).click();
    expect((await changed).status()).toBe(200);
    await editing.waitFor({ state: 'detached' });
    await delivery.getByText('Pikk 3').waitFor();
    expect(await stored()).toMatchObject([{ street: 'Pikk 3', postal_code: '10123', type: 'DELIVERY' }]);

    await delivery.getByRole('button', { name: 'Delete address Pikk 3, Tallinn' }).click();
    await delivery.getByText('No saved addresses yet.').waitFor();
    expect(await stored()).toEqual([]);
    await context.close();
  });
  it('checkout offers the saved delivery addresses and saves a new one when asked', async () => {
    const email = await newConfirmedAccount();
    const { page, context } = await newShopper(browser, { width, mobile });
    await logIn(page, email);
    await open(page, '/products?lang=en');
    await page.getByTestId('product-tile').getByRole('button', { name: /^Add to cart/, disabled: false }).first().click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);
    const deliveryUrl = page.url();
    await page.getByLabel(/^Courier/).check();
    // A new address, kept for next time.
    expect(await page.getByRole('group', { name: 'Saved addresses' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Street address' }).fill('Narva mnt 7');
    await page.getByRole('textbox', { name: 'City' }).fill('Tallinn');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10117');
    // The account's own name is offered as the recipient (asked once, changeable).
    await expect.poll(() => page.getByRole('textbox', { name: 'Recipient (name or company)' }).inputValue()).toBe('Lea Liitur');
    await page.getByRole('textbox', { name: 'Recipient (name or company)' }).fill('Mari Tamm');
    await page.getByLabel('Save this address in my address book').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/information$/);
    const customer = ((await (await page.request.get('/api/v1/rest-auth/user/')).json()) as { active_company: { customer: { uuid: string } } }).active_company.customer.uuid;
    await expect.poll(async () => (await (await page.request.get(`/api/v1/customers/${customer}/addresses/`)).json()) as unknown[]).toMatchObject([{ street: 'Narva mnt 7', postal_code: '10117', type: 'DELIVERY' }]);

    // Back on the delivery step: the saved address is offered and fills the form.
    await open(page, deliveryUrl);
    await page.getByLabel(/^Courier/).check();
    const saved = page.getByRole('group', { name: 'Saved addresses' });
    await saved.getByLabel(/Narva mnt 7/).check();
    await expect.poll(() => page.getByRole('textbox', { name: 'Street address' }).inputValue()).toBe('Narva mnt 7');
    expect(await page.getByLabel('Save this address in my address book').count()).toBe(0);

    // Delivering to Latvia now: the Estonian address is not offered for it.
    await deliverToLatvia(page);
    await page.getByLabel(/^Courier — €6\.90/).check();
    await page.getByRole('textbox', { name: 'Street address' }).waitFor();
    expect(await page.getByRole('group', { name: 'Saved addresses' }).count()).toBe(0);
    await context.close();
  });

  it("a guest's courier recipient is not asked again on the contact step", async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/products?lang=en');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('product-tile').getByRole('button', { name: /^Add to cart/, disabled: false }).filter({ visible: true }).first().click();
    await page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);
    await page.getByLabel(/^Courier/).check();
    await page.getByRole('textbox', { name: 'Recipient (name or company)' }).fill('Anna Liisa Tamm');
    await page.getByRole('textbox', { name: 'Street address' }).fill('Narva mnt 7');
    await page.getByRole('textbox', { name: 'City' }).fill('Tallinn');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10117');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/information$/);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Anna Liisa');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Tamm');
    await context.close();
  });
});
