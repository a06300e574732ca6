import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { LOGIN, SEED_PASSWORD, hydrated, newShopper, open } from './shopper';

const TOKEN_COOKIE = 'salon_token';
const hasSession = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === TOKEN_COOKIE);
const currentUser = async (page: Page) => (await page.request.get('/api/v1/rest-auth/user/')).status();

/** Logs in through the login modal the header opened; the page reloads logged in. */
async function logInThroughModal(page: Page) {
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail').fill(LOGIN.PRIVATE);
  await login.getByLabel('Password').fill(SEED_PASSWORD);
  await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Log in' }).click()]);
  await hydrated(page);
}

/** Tabs forward from the focused element until the named link has focus (the menu's keyboard path). */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
  }
  throw new Error(`${name} was not reached by Tab`);
}

describe('signing in from the header', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('desktop 1440 px: "Log in" in the header, then every account page and "Log out" from the account menu by keyboard', async () => {
    const { page, context } = await newShopper(browser, { width: 1440 });
    await open(page, '/?lang=en');
    const header = page.locator('header:visible');
    await header.getByRole('button', { name: 'Log in' }).click();
    await logInThroughModal(page);
    expect(await hasSession(page)).toBe(true);
    expect(await currentUser(page)).toBe(200);
    expect(await header.getByRole('button', { name: 'Log in' }).count()).toBe(0);

    for (const [name, path] of [
      ['Overview', '/account/overview'],
      ['Orders', '/account/orders'],
      ['Feedback', '/account/feedback'],
      ['Favourites', '/favourites'],
    ] as const) {
      // Opened and walked by keyboard. Under load a late re-render of the header (the user query
      // settling after the page change) can close the menu mid-walk: the walk is then tried again.
      for (let attempt = 1; ; attempt += 1) {
        const menu = header.getByRole('button', { name: /^My account/ });
        await menu.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('link', { name, exact: true }).last().waitFor();
        try {
          await tabTo(page, name);
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          await page.keyboard.press('Escape');
        }
      }
      await Promise.all([page.waitForURL((url) => url.pathname === path), page.keyboard.press('Enter')]);
      await hydrated(page);
    }

    await header.getByRole('button', { name: /^My account/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await tabTo(page, 'Log out');
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/session/logout')), page.keyboard.press('Enter')]);
    await page.waitForEvent('load');
    await hydrated(page);
    // The server ended the session: no cookie, the API does not know the visitor, the header offers "Log in" again.
    expect(await hasSession(page)).toBe(false);
    expect(await currentUser(page)).toBe(401);
    await header.getByRole('button', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('phone 375 px: the top bar opens the login, then the account modal with the account pages and "Log out"', async () => {
    const { page, context } = await newShopper(browser, { width: 375, mobile: true });
    await open(page, '/?lang=en');
    await page.getByRole('button', { name: 'Log in' }).locator('visible=true').first().click();
    await logInThroughModal(page);
    expect(await hasSession(page)).toBe(true);
    await page.getByRole('button', { name: /^My account/ }).locator('visible=true').first().click();
    const account = page.getByRole('dialog');
    await account.getByRole('link', { name: 'Orders' }).waitFor();
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/session/logout')), account.getByRole('button', { name: 'Log out' }).click()]);
    await page.waitForEvent('load');
    expect(await hasSession(page)).toBe(false);
    expect(await currentUser(page)).toBe(401);
    await context.close();
  });
});

describe.each([
  { name: 'desktop 1440 px', width: 1440, mobile: false },
  { name: 'phone 375 px', width: 375, mobile: true },
])('small things users notice ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('an unknown address answers 404 inside the site frame, with a title', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    const response = await page.goto('/no-such-page-here?lang=en');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    expect(await page.title()).toBe('This page could not be found | Salon Professional');
    // The frame: header (cart button), footer, and the way back home.
    expect(await page.locator('header:visible').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').count()).toBe(1);
    await page.getByRole('button', { name: /^Cart, products: / }).locator('visible=true').first().waitFor();
    await context.close();
  });

  it('the first Tab reaches "Skip to content", and Enter moves focus to the page', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/products?lang=en');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(new URL(page.url()).pathname).toBe('/products');
    await context.close();
  });

  it('a client-side navigation tells screen readers the new page by its title; the first page says nothing', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/?lang=en');
    const announcer = page.getByTestId('route-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('assertive');
    expect(await announcer.textContent()).toBe('');
    await page.locator('main a[href^="/products/categories/"]').first().click();
    await page.waitForURL(/\/products\/categories\/\d+/);
    await page.waitForFunction(() => document.querySelector('[data-testid="route-announcer"]')?.textContent === document.title && document.title !== '');
    expect(await announcer.textContent()).toMatch(/Salon Professional/);
    await context.close();
  });
});
