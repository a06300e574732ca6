import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A shopper's browser context, without Vitest: the journeys (e2e/shopper.ts) and the benches
 * (bench/hydration) open pages the same way.
 */

export interface ShopperContextOptions {
  mobile?: boolean;
  /** A first visit: the delivery country, the sign-up popup and the loyalty call-to-join are not answered yet. */
  firstVisit?: boolean;
  width?: number;
  javaScript?: boolean;
}

/**
 * A fresh browser context (own cookies and localStorage) on the storefront at `baseUrl`. Unless it
 * is a first visit, the delivery country and the sign-up popup are pre-answered so first-load
 * modals do not cover the page.
 */
export async function newShopperContext(browser: Browser, baseUrl: string, options: ShopperContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? (options.mobile ? 390 : 1366), height: options.mobile ? 800 : 900 },
    ...(options.mobile ? { isMobile: true, hasTouch: true } : {}),
    // What a shopper meets before the page has hydrated: the server's HTML alone.
    ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
  });
  if (!options.firstVisit) {
    const url = new URL(baseUrl);
    await context.addCookies([
      { name: 'delivery_country', value: encodeURIComponent(JSON.stringify({ countryId: 2, savedAt: Date.now() })), domain: url.hostname, path: '/' },
      { name: 'signup_popup', value: '1', domain: url.hostname, path: '/' },
    ]);
    // The one-time loyalty call-to-join counts as already seen.
    await context.addInitScript(() => window.localStorage.setItem('salon.loyalty.callToJoinSeen', '1'));
  }
  return context;
}

/**
 * Records in the page when React has hydrated it (`window.hydratedAt`, the performance.now() at which
 * the root set `<html data-hydrated>`), for comparing with Resource Timing entries. Call before
 * the navigation.
 */
export async function recordHydrationTime(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    new MutationObserver(() => {
      const win = window as unknown as { hydratedAt?: number };
      if (win.hydratedAt === undefined && document.documentElement.hasAttribute('data-hydrated')) win.hydratedAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Waits until React has hydrated the page (the root sets `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
