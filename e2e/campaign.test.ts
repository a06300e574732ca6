import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCampaignRoutes } from '../packages/domain/src/rules/listedCampaignRoutes';
import { launchChromium } from './browser';
import { newShopper, open } from './shopper';
import { server } from './workerServers';

/** Uses the page-builder API and its seeded campaigns: a broken creator API fails this test. */
describe('composed campaign page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('renders a campaign scheme through the block registry, on the server', async () => {
    const exists = await fetch(`${server('apiUrl')}/api/v1/creator/schemes-by-path/?type=CAMPAIGN&existence_only=true&language=et_EE`);
    expect(exists.status).toBe(200);
    await expect(exists.json()).resolves.toEqual({ hasCampaigns: true });
    const response = await fetch(`${server('apiUrl')}/api/v1/creator/schemes-by-path/?type=CAMPAIGN&language=et_EE`);
    expect(response.status).toBe(200);
    const schemes = (await response.json()) as { path: string; route?: { props: { order?: number | null } } }[];
    // A campaign the list rule keeps (negative orders, e.g. the special campaign, are not listed).
    const listed = listedCampaignRoutes(schemes.map((scheme) => ({ path: scheme.path, props: { order: scheme.route?.props.order ?? null } })));
    expect(listed.length).toBeGreaterThan(0);
    const path = listed[0]!.path;
    const html = await (await fetch(`${server('storefrontUrl')}${path}?lang=et`)).text();
    expect(html).toContain('data-composed-page');
    const { page, context: browserContext } = await newShopper(browser);
    await open(page, `${path}?lang=et`);
    await expect(page.locator('[data-composed-page] [data-block]').count()).resolves.toBeGreaterThan(0);
    // The campaign list page links to it.
    await open(page, '/campaigns?lang=et');
    await page.getByTestId('content-list').locator(`a[href="${path}"]`).waitFor();
    await browserContext.close();
  });
});
