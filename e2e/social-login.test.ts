import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { E2E_GOOGLE_PERSON } from './servers';
import { JOURNEY_VIEWPORTS, hydrated, newShopper, open } from './shopper';

const TOKEN_COOKIE = 'salon_token';

const hasSession = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === TOKEN_COOKIE);
const currentUser = async (page: Page) => {
  const response = await page.request.get('/api/v1/rest-auth/user/');
  return { status: response.status(), body: response.ok() ? ((await response.json()) as { pk: number; email: string; first_name: string; social_logins: string[] }) : null };
};

/** "Log in" where each layout has it: the header on a desktop, the top bar on a phone. */
async function openLogin(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Log in' }).locator('visible=true').first().click();
  else await page.locator('header:visible').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
}

/** Google's button leaves for the local stand-in, which sends the browser straight back through the callback. */
async function signInWithGoogle(page: Page, mobile: boolean) {
  const login = await openLogin(page, mobile);
  // Only Google is configured in e2e: Facebook is not offered at all.
  await login.getByRole('button', { name: 'Continue with Google' }).waitFor();
  expect(await login.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0);
  await Promise.all([page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('social_login')), login.getByRole('button', { name: 'Continue with Google' }).click()]);
  await hydrated(page);
  // The outcome parameter leaves the address bar once read.
  await page.waitForURL((url) => !url.searchParams.has('social_login'));
}

async function logOut(page: Page, mobile: boolean) {
  const menu = page.getByRole('button', { name: /^My account/ }).locator('visible=true').first();
  await menu.click();
  const logOutButton = mobile ? page.getByRole('dialog').getByRole('button', { name: 'Log out' }) : page.getByRole('button', { name: 'Log out' }).locator('visible=true').first();
  // The page loads again once the logout is answered: both waits start before the click, or a fast
  // reload is over before a wait set up after the answer begins (it timed out so in a full run).
  await Promise.all([page.waitForResponse((response) => response.url().endsWith('/session/logout')), page.waitForEvent('load'), logOutButton.click()]);
  await hydrated(page);
}

describe.each(JOURNEY_VIEWPORTS)('social login with Google ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('signs in with Google, logs out, signs in again: one account, one linked Google identity', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/?lang=en');
    await signInWithGoogle(page, mobile);
    expect(await hasSession(page)).toBe(true);
    const first = await currentUser(page);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: E2E_GOOGLE_PERSON.email, first_name: E2E_GOOGLE_PERSON.given_name, social_logins: ['google'] });
    // The account pages know the shopper by the name Google gave.
    await open(page, '/account/overview?lang=en');
    await page.getByText(`${E2E_GOOGLE_PERSON.given_name} ${E2E_GOOGLE_PERSON.family_name}`).first().waitFor();
    // The pending-login cookie is gone; the token cookie is httpOnly like after a password login.
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name === 'salon_social_login')).toBe(false);
    expect(cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.httpOnly).toBe(true);

    await open(page, '/?lang=en');
    await logOut(page, mobile);
    expect(await hasSession(page)).toBe(false);
    expect((await currentUser(page)).status).toBe(401);

    await signInWithGoogle(page, mobile);
    const second = await currentUser(page);
    // The same user (e-mails are unique, so this is the only account with the address) with still one identity row.
    expect(second.body).toMatchObject({ pk: first.body!.pk, email: E2E_GOOGLE_PERSON.email, social_logins: ['google'] });
    await context.close();
  });

  it('a forged callback logs nobody in and says why in the shopper\'s language', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/?lang=en');
    await page.goto('/auth/social/google/callback?code=stolen-code&state=forged-state');
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('alert').filter({ hasText: 'The sign-in with Google could not be finished' }).waitFor();
    expect(await hasSession(page)).toBe(false);
    await context.close();
  });
});
