import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, SEED_PASSWORD, newShopper, open } from './shopper';

const MAIL_WAIT_MS = 10_000;

/** A new, confirmed private customer (registered and confirmed through the API): joining changes it for good. */
async function newConfirmedAccount(): Promise<string> {
  const email = `loyal-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ee`;
  const api = inject('apiUrl');
  const registered = await fetch(`${api}/api/v1/rest-auth/registration/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ first_name: 'Lea', last_name: 'Liitur', email, password: SEED_PASSWORD, accept_terms: true }),
  });
  expect(registered.status).toBeLessThan(300);
  const dir = inject('mailDir');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (!text.includes(`\r\nTo: ${email}\r\n`)) continue;
      const link = text.match(/https?:\/\/\S+\/auth\/confirm\S*/)?.[0];
      const key = link ? new URL(link).searchParams.get('key') : null;
      if (!key) continue;
      const confirmed = await fetch(`${api}/api/v1/rest-auth/registration/verify-email/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key }) });
      expect(confirmed.status).toBe(200);
      return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

describe.each(JOURNEY_VIEWPORTS)('joining and leaving the loyalty programme ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('the account overview offers joining; the API makes the customer a member and the welcome follows; leaving ends it', async () => {
    const email = await newConfirmedAccount();
    const { page, context } = await newShopper(browser, { width, mobile });
    const origin = new URL(inject('storefrontUrl')).origin;
    const login = await page.request.post('/session/login', { data: { email, password: SEED_PASSWORD }, headers: { Origin: origin } });
    expect(login.ok()).toBe(true);
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
