import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';
import { newShopper, open } from './shopper';

/**
 * Needs the page-builder API (issue 4: schemes-by-path, components-v2 and a seeded campaign).
 * Until that API answers, the test is skipped with the reason, never faked.
 */
const creatorApiReady = async () => {
  const response = await fetch(`${inject('apiUrl')}/api/v1/creator/schemes-by-path/?type=CAMPAIGN&existence_only=true&language=et_EE`);
  return response.ok;
};

describe('composed campaign page', () => {
  let browser: Browser;
  let ready = false;
  beforeAll(async () => {
    ready = await creatorApiReady();
    if (ready) browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('renders a campaign scheme through the block registry, on the server', async (context) => {
    if (!ready) context.skip('page-builder API (issue 4) is not available yet');
    const schemes = (await (await fetch(`${inject('apiUrl')}/api/v1/creator/schemes-by-path/?type=CAMPAIGN&language=et_EE`)).json()) as { path: string }[];
    expect(schemes.length).toBeGreaterThan(0);
    const path = schemes[0]!.path;
    const html = await (await fetch(`${inject('storefrontUrl')}${path}?lang=et`)).text();
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
