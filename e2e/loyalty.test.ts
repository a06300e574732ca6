import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, logIn, newConfirmedAccount, newShopper, open } from './shopper';

describe.each(JOURNEY_VIEWPORTS)('joining and leaving the loyalty programme ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('the account overview offers joining; the API makes the customer a member and the welcome follows; leaving ends it', async () => {
    const email = await newConfirmedAccount();
    const { page, context } = await newShopper(browser, { width, mobile });
    await logIn(page, email);
    await open(page, '/account/overview?lang=en');
    const offer = page.getByTestId('loyalty-offer');
    await offer.waitFor();
    const joined = page.waitForResponse((response) => /\/api\/v1\/customers\/[0-9a-f-]+\/loyalty\/join\/$/.test(new URL(response.url()).pathname));
    await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Join the loyalty programme' }).click()]);
    expect((await joined).status()).toBe(200);
    // Stored: the API now reports the customer as a member.
    const user = (await (await page.request.get('/api/v1/rest-auth/user/')).json()) as { active_company: { customer: { loyalty: { is_loyal: boolean } } } };
    expect(user.active_company.customer.loyalty.is_loyal).toBe(true);
    const welcome = page.getByRole('dialog').first();
    await welcome.waitFor();
    expect(await page.getByTestId('loyalty-offer').count()).toBe(0);
    await welcome.getByRole('button', { name: 'Got it' }).click();
    await welcome.waitFor({ state: 'detached' });

    // Leaving: the overview's button (by keyboard) opens the leaving modal; "Leave programme" ends it.
    await page.getByRole('button', { name: 'Leave the loyalty programme' }).focus();
    await page.keyboard.press('Enter');
    const leaving = page.getByRole('dialog', { name: 'Leave the loyalty programme?' });
    await leaving.waitFor();
    // "Stay" sends nothing and keeps the membership.
    let leaveCalls = 0;
    page.on('request', (request) => {
      if (/\/loyalty\/leave\/$/.test(new URL(request.url()).pathname)) leaveCalls += 1;
    });
    await leaving.getByRole('button', { name: 'Stay in programme' }).click();
    await leaving.waitFor({ state: 'detached' });
    expect(leaveCalls).toBe(0);
    await page.getByRole('button', { name: 'Leave the loyalty programme' }).click();
    const left = page.waitForResponse((response) => /\/api\/v1\/customers\/[0-9a-f-]+\/loyalty\/leave\/$/.test(new URL(response.url()).pathname));
    await Promise.all([page.waitForEvent('load'), leaving.getByRole('button', { name: 'Leave programme' }).click()]);
    expect((await left).status()).toBe(200);
    const after = (await (await page.request.get('/api/v1/rest-auth/user/')).json()) as { active_company: { customer: { loyalty: { is_loyal: boolean }; customer_loyalty: unknown } } };
    expect(after.active_company.customer.loyalty.is_loyal).toBe(false);
    expect(after.active_company.customer.customer_loyalty).toBeNull();
    // Back to the offer: the shopper may join again.
    await page.getByTestId('loyalty-offer').waitFor();
    expect(await page.getByTestId('loyalty').count()).toBe(0);
    await context.close();
  });
});
