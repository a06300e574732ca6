import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, dialog, logIn, newConfirmedAccount, newShopper, open } from './shopper';

/** Issue 16 item 8: adding a business account from the account (the add-business-account modal, decision 0039). */

/** A registry code no run has used: 8 digits from the clock (two viewports, different codes). */
const freshCode = () => String(Date.now() % 100_000_000).padStart(8, '1');

describe.each(JOURNEY_VIEWPORTS)('adding a business account ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('the form checks the codes, the API stores the account, and the shopper then acts for it; a taken code is explained', async () => {
    // A fresh account: acting for the new company changes the account's active customer for good.
    const email = await newConfirmedAccount();
    const { page, context } = await newShopper(browser, { width, mobile });
    await logIn(page, email);
    await open(page, '/account/overview?lang=en');
    await page.getByRole('button', { name: 'Add a business account' }).click();
    const modal = dialog(page, 'Add a business account');
    await modal.waitFor();
    let created = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/customers/') created += 1;
    });
    // A code the rules refuse is stopped in the form: nothing is sent.
    await modal.getByRole('textbox', { name: 'Company name' }).fill('Salong Tulevik OÜ');
    await modal.getByRole('textbox', { name: 'Registration code' }).fill('123');
    await modal.getByRole('button', { name: 'Add account' }).click();
    await modal.getByText('Enter the registry code: 8 digits (Estonia) or 11 digits (Latvia).').waitFor();
    expect(created).toBe(0);
    // A code that has an account: the API refuses and the modal says why.
    await modal.getByRole('textbox', { name: 'Registration code' }).fill('12345678');
    await modal.getByRole('button', { name: 'Add account' }).click();
    await modal.getByRole('alert').filter({ hasText: 'already has an account' }).waitFor();
    // A new one: stored, and the page reloads acting for it.
    const code = freshCode();
    await modal.getByRole('textbox', { name: 'Registration code' }).fill(code);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/customers/');
    await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'Add account' }).click()]);
    expect((await answer).status()).toBe(201);
    const user = (await (await page.request.get('/api/v1/rest-auth/user/')).json()) as { active_company: { customer: { name: string; reg_code: string; is_individual: boolean } } };
    expect(user.active_company.customer).toMatchObject({ name: 'Salong Tulevik OÜ', reg_code: code, is_individual: false });
    await context.close();
  });
});
