import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { hydrated, logIn, newShopper, open } from './shopper';
import { recordHydrationTime } from './shopperContext';
import { server } from './workerServers';

const ADMIN = 'admin@salon.test';

interface SchemeByPath {
  uuid: string;
  route_uuid: string;
  path: string;
  language: string;
}

describe('ADMIN bar: page editor link on composed pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('TH_ADMIN follows the editor link of a campaign page into the creator on that scheme', async () => {
    const response = await fetch(`${server('apiUrl')}/api/v1/creator/schemes-by-path/?type=CAMPAIGN&language=en_US`);
    expect(response.status).toBe(200);
    const schemes = (await response.json()) as SchemeByPath[];
    const campaign = schemes.find((scheme) => scheme.language === 'en_US');
    expect(campaign).toBeDefined();

    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    await open(page, `${campaign!.path}?lang=en`);
    const bar = page.getByRole('navigation', { name: 'Administration' });
    const editLink = bar.getByRole('link', { name: 'Edit page' });
    const href = await editLink.getAttribute('href');
    const url = new URL(href!, 'http://storefront.test');
    expect(url.pathname).toBe('/admin/creator/edit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ route: campaign!.route_uuid, scheme: campaign!.uuid, disableComposer: 'true', useCreator: 'true' });

    await editLink.click();
    await page.waitForURL(/\/admin\/creator\/edit\?/);
    await hydrated(page);
    await page.getByRole('tab', { name: 'Editor', selected: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: new RegExp(`${campaign!.path.replace(/[/-]/g, '\\$&')} \\(English`) }).waitFor();
    await context.close();
  });

  it('is in the server HTML for staff and hydrates in place: its chunk comes before hydration, never to shoppers (decision 0070)', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // Counts the bar's removal: a bar client-rendered over again is removed and added back.
    await page.addInitScript(() => {
      const win = window as unknown as { barRemoved: number };
      win.barRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && node.matches('nav, [data-staff-bar]') && node.textContent?.includes('ADMIN')) win.barRemoved += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await recordHydrationTime(page);
    const html = await (await page.request.get('/products?lang=en')).text();
    expect(html).toMatch(/data-staff-bar[^>]*>(<!--\$-->)?<nav aria-label="Administration"/);
    await open(page, '/products?lang=en');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'ADMIN' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { barRemoved: number }).barRemoved)).resolves.toBe(0);
    // Fetched before hydrating (entry.client.tsx), so no update can reach the bar before its code.
    const fetchedBeforeHydration = await page.evaluate(() => {
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/assets\/StaffBar-[\w-]+\.js$/.test(entry.name)) as PerformanceResourceTiming | undefined;
      return chunk !== undefined && chunk.responseEnd <= (window as unknown as { hydratedAt: number }).hydratedAt;
    });
    expect(fetchedBeforeHydration).toBe(true);
    expect(errors, errors.join(' | ')).toEqual([]);
    await context.close();

    const shopper = await newShopper(browser);
    const scripts: string[] = [];
    shopper.page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await open(shopper.page, '/products?lang=en');
    expect(scripts.filter((url) => /\/assets\/StaffBar-/.test(url))).toEqual([]);
    await shopper.context.close();
  });

  it('a page without a scheme shows the bar without the editor link; a shopper sees no bar', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    await open(page, '/products?lang=en');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'ADMIN' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit page' }).count()).toBe(0);
    await context.close();

    const shopper = await newShopper(browser);
    await open(shopper.page, '/campaigns?lang=en');
    expect(await shopper.page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
    await shopper.context.close();
  });
});
