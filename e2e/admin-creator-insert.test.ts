import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { newCampaignScheme } from './creator';
import { logIn, newShopper } from './shopper';

const ADMIN = 'admin@salon.test';
const CREATOR_ADMIN = '/api/v1/creator/administrator';

describe('creator: an insert is one call and one transaction', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a block that lives in a placeholder arrives with its new placeholder in one request', async () => {
    const stamp = Date.now();
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    const scheme = await newCampaignScheme(page, { name: `E2E insert ${stamp}`, path: `/campaigns/e2e-insert-${stamp}` });
    const treeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes(CREATOR_ADMIN)) treeCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    // A brand head must sit in a placeholder: the placeholder, the block and the audit are one POST.
    await page.getByRole('button', { name: 'Add to the page' }).first().click();
    const menu = page.getByTestId('insert-menu');
    await menu.getByRole('combobox', { name: 'Block type' }).selectOption('BrandHead');
    await menu.getByRole('button', { name: 'Add block' }).click();
    await page.getByText(/Brand header was added in a new placeholder/).waitFor();
    expect(treeCalls).toEqual([`POST ${CREATOR_ADMIN}/components-tree/`]);
    const placeholders = (await (await page.request.get(`${CREATOR_ADMIN}/placeholders/?scheme_uuid=${scheme}`)).json()) as { results: { uuid: string; name: string }[] };
    expect(placeholders.results.map((placeholder) => placeholder.name)).toEqual(['BrandHead']);
    const inPlaceholder = (await (await page.request.get(`${CREATOR_ADMIN}/components/?scheme_uuid=${scheme}&page_size=50`)).json()) as { results: { name: string; placeholder_uuid: string | null }[] };
    expect(inPlaceholder.results).toEqual([expect.objectContaining({ name: 'BrandHead', placeholder_uuid: placeholders.results[0]!.uuid })]);
    await context.close();
  });
});
