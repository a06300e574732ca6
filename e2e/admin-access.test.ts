import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminColumns } from '../packages/ui/src/i18n/namespaces/admin/adminColumns';
import { launchChromium } from './browser';
import { logIn, newShopper, open } from './shopper';

const ADMIN = 'admin@salon.test';
const PRODUCT_ADMIN = 'products@salon.test';

describe('admin area: guard, navigation and language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('TH_PRODUCT_ADMIN sees only its navigation entries and gets 404 on /admin/routes and the creator', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, PRODUCT_ADMIN);
    await open(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    const labels = await nav.getByRole('link').allTextContents();
    expect(labels).toEqual(['Overview', 'Media library', 'Documents', 'Products', 'Popular products', 'Restrictions', 'Categories', 'Category sorting', 'Brands', 'Reviews']);
    expect((await page.goto('/admin/routes', { waitUntil: 'networkidle' }))?.status()).toBe(404);
    expect((await page.goto('/admin/routes?type=CAMPAIGN'))?.status()).toBe(404);
    expect((await page.goto('/admin/creator/edit'))?.status()).toBe(404);
    expect((await page.goto('/admin/users'))?.status()).toBe(404);
    // A page of its own: the product list from the API's list metadata, with an edit action per row.
    await open(page, '/admin/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('button', { name: /^Edit\s*: TH-/ }).first().waitFor();
    expect((await page.goto('/admin/carts'))?.status()).toBe(404);
    await context.close();
  });

  it('anonymous visitors get 404 on admin pages', async () => {
    const { page, context } = await newShopper(browser);
    expect((await page.goto('/admin'))?.status()).toBe(404);
    expect((await page.goto('/admin/creator/iframe'))?.status()).toBe(404);
    await context.close();
  });

  it('TH_ADMIN: collapsible navigation, content list links and the admin language cookie', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    await open(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    expect(await nav.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe('/admin/routes?type=CAMPAIGN');
    expect(await nav.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/admin/routes?type=EVENT');
    expect(await nav.getByRole('link', { name: 'Inspiration' }).getAttribute('href')).toBe('/admin/routes?type=POST');
    await nav.getByRole('button', { name: 'Collapse navigation' }).click();
    expect(await nav.getByRole('link').count()).toBe(0);
    await nav.getByRole('button', { name: 'Expand navigation' }).click();
    // The campaigns list is the routes list filtered by type, from the API's list metadata.
    await nav.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('cell', { name: 'Spring campaign', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Campaign', exact: true }).first().waitFor();
    expect(await page.getByRole('cell', { name: 'Event', exact: true }).count()).toBe(0);
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Admin language').selectOption('et_EE')]);
    await page.getByRole('navigation', { name: 'Halduse navigatsioon' }).getByRole('link', { name: 'Marsruudid' }).waitFor();
    // Headings and route types in the admin language.
    await page.getByRole('columnheader', { name: /Loodud/ }).waitFor();
    await page.getByRole('cell', { name: 'Kampaania', exact: true }).first().waitFor();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_admin');
    expect(cookie?.value).toBe('et_EE');
    await context.close();
  });

  it('every column of every admin list, and every value a column offers, has a name in both admin languages', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    type Metadata = { list: string; fields: { name: string; options?: { value: unknown }[] }[] };
    const metadata = Object.values((await (await page.request.get('/api/v1/administrator/list-metadata/')).json()) as Record<string, Metadata>);
    expect(metadata.length).toBeGreaterThan(15);
    const missing: string[] = [];
    for (const language of ['en', 'et'] as const) {
      const texts = adminColumns[language];
      const byList = texts.byList as Record<string, Record<string, string>>;
      const options = texts.option as Record<string, Record<string, string>>;
      for (const { list, fields } of metadata) {
        for (const field of fields) {
          if (!(field.name in texts.field) && !byList[list]?.[field.name]) missing.push(`${language}: ${list}.${field.name}`);
          // Yes and no are the table's own words.
          for (const { value } of field.options ?? []) if (typeof value !== 'boolean' && !options[field.name]?.[String(value)]) missing.push(`${language}: ${list}.${field.name} = ${String(value)}`);
        }
      }
    }
    expect(missing).toEqual([]);
    await context.close();
  });

  it('TH_ADMIN on a 375 px phone: the navigation opens above the page, folds after a choice, and no admin page is wider than the phone', async () => {
    const { page, context } = await newShopper(browser, { mobile: true, width: 375 });
    await logIn(page, ADMIN);
    await open(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    expect(await nav.getByRole('link').count()).toBe(0);
    await nav.getByRole('button', { name: 'Expand navigation' }).click();
    await nav.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(await nav.getByRole('link').count()).toBe(0);
    for (const path of ['/admin', '/admin/users', '/admin/popular-products', '/admin/documents', '/admin/background-services', '/admin/campaign-preview', '/admin/category-sorting']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 375 });
    }
    // A creator address without a route leads to the routes list.
    await open(page, '/admin/creator/edit');
    await page.getByRole('link', { name: 'Routes' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/routes');
    await context.close();
  });
});
