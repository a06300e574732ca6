import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { hydrated, logIn, newShopper, open } from './shopper';
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
