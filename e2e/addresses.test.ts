import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, dialog, logIn, newConfirmedAccount, newShopper, open } from './shopper';

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
    // The API's postal-code rule refuses this one: the failure is shown and nothing is stored.
    await modal.getByRole('textbox', { name: 'Postal code' }).fill('1');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByRole('alert').filter({ hasText: 'Enter a valid postal code.' }).waitFor();
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

    await delivery.getByRole('button', { name: 'Delete address Pikk 1, Tallinn' }).click();
    await delivery.getByText('No saved addresses yet.').waitFor();
    expect(await stored()).toEqual([]);
    await context.close();
  });
});
