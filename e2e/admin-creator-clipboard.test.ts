import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { addBlock, newCampaignScheme } from './creator';
import { logIn, newShopper } from './shopper';

const ADMIN = 'admin@salon.test';
const CLIPBOARD_KEY = 'salon.creator.clipboard';

/** A new campaign route with one English scheme at /campaigns/{slug}; returns the scheme's uuid. */
const newCampaign = (page: Page, slug: string) => newCampaignScheme(page, { name: `E2E ${slug}`, path: `/campaigns/${slug}` });

async function editMiniTitle(page: Page, index: number, title: string) {
  await page.getByRole('button', { name: 'Edit Small split preview' }).nth(index).click();
  const form = page.getByRole('form', { name: 'Fields of Small split preview' });
  await form.getByRole('group', { name: 'Title in each language' }).getByRole('textbox', { name: 'en_US' }).fill(title);
  await form.getByRole('button', { name: 'Apply' }).click();
}

describe('creator: copy a block subtree and paste it into another page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('copies a wrapper with two children, refuses it where the rules forbid, pastes it into another scheme a shopper then sees', async () => {
    const stamp = Date.now();
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);

    const sourceScheme = await newCampaign(page, `e2e-copy-from-${stamp}`);
    await addBlock(page, 'Add to the page', 'SplitPreviewWrapper');
    await addBlock(page, 'Add inside Split preview group', 'SplitPreviewMini');
    await addBlock(page, 'Add inside Split preview group', 'SplitPreviewMini');
    await editMiniTitle(page, 0, 'E2E copied mini one');
    await editMiniTitle(page, 1, 'E2E copied mini two');
    await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
    await page.getByText('0 unsaved changes').waitFor();
    const sourceUuids = await page.locator('[data-uuid]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-uuid')));
    expect(sourceUuids).toHaveLength(3);

    await page.getByRole('button', { name: 'Copy Split preview group' }).click();
    await page.getByText('Split preview group and its blocks were copied.').waitFor();
    const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), CLIPBOARD_KEY))!) as {
      name: string;
      children: { name: string; slot: string; props: { i18n_title?: { en_US?: { value?: string } } } }[];
    };
    expect(stored.name).toBe('SplitPreviewWrapper');
    expect(stored.children.map((child) => [child.name, child.props.i18n_title?.en_US?.value])).toEqual([
      ['SplitPreviewMini', 'E2E copied mini one'],
      ['SplitPreviewMini', 'E2E copied mini two'],
    ]);

    const targetSlug = `e2e-copy-to-${stamp}`;
    const targetScheme = await newCampaign(page, targetSlug);
    expect(targetScheme).not.toBe(sourceScheme);
    // The rules keep a wrapper out of a carousel: the paste is refused and nothing is created.
    await addBlock(page, 'Add to the page', 'Carousel');
    await page.getByRole('button', { name: 'Paste Split preview group into Carousel' }).click();
    await page.getByText('Split preview group cannot be placed in Carousel.').waitFor();
    expect(await page.getByTestId('block-SplitPreviewWrapper').count()).toBe(0);

    await page.getByRole('button', { name: 'Paste Split preview group into the page' }).click();
    await page.getByText('Split preview group was pasted into the page.').waitFor();
    await expect.poll(() => page.getByTestId('block-SplitPreviewMini').count()).toBe(2);
    const wrapper = page.getByTestId('block-SplitPreviewWrapper');
    expect(await wrapper.getByTestId('block-SplitPreviewMini').count()).toBe(2);
    const pastedUuids = await page.locator('[data-uuid]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-uuid')));
    expect(pastedUuids).toHaveLength(4);
    for (const uuid of sourceUuids) expect(pastedUuids).not.toContain(uuid);
    await page.frameLocator('iframe[title="Preview"]').getByText('E2E copied mini two').first().waitFor();

    // A clipboard the browser cannot fully check (props broken deep inside): the API refuses the
    // whole paste in one transaction, the server's message shows and no block is added.
    const raw = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), CLIPBOARD_KEY))!) as { children: { props: Record<string, unknown> }[] };
    raw.children[1]!.props = { ...raw.children[1]!.props, bgColor: 'Pink' };
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CLIPBOARD_KEY, JSON.stringify(raw)] as const);
    await page.reload();
    await page.getByRole('button', { name: 'Paste Split preview group into the page' }).click();
    await page.getByText('Invalid props for block "SplitPreviewMini"', { exact: false }).waitFor();
    expect(await page.locator('[data-uuid]').count()).toBe(4);
    await page.reload();
    await page.getByTestId('block-SplitPreviewWrapper').waitFor();
    expect(await page.locator('[data-uuid]').count()).toBe(4);

    // Duplicate: the group and its blocks again, right after it, in one write that the database holds.
    const duplicated = page.waitForResponse((answer) => answer.url().includes('components-tree') && answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Duplicate Split preview group' }).click();
    expect((await duplicated).ok()).toBe(true);
    await page.getByText('Split preview group was duplicated with its blocks.').waitFor();
    await expect.poll(() => page.getByTestId('block-SplitPreviewMini').count()).toBe(4);
    const rows = ((await (await page.request.get(`/api/v1/creator/administrator/components/?scheme_uuid=${targetScheme}&page_size=100`)).json()) as { results: { name: string }[] }).results;
    expect(rows.map((row) => row.name).sort()).toEqual(['Carousel', 'SplitPreviewMini', 'SplitPreviewMini', 'SplitPreviewMini', 'SplitPreviewMini', 'SplitPreviewWrapper', 'SplitPreviewWrapper']);

    await page.getByRole('tab', { name: 'Visibility' }).click();
    await page.getByRole('radio', { name: 'Published', exact: true }).check();
    const published = page.waitForResponse((answer) => answer.url().includes('schemes') && answer.request().method() !== 'GET');
    await page.getByRole('form', { name: 'Visibility' }).getByRole('button', { name: 'Save' }).click();
    expect((await published).ok()).toBe(true);

    const shopper = await newShopper(browser);
    const response = await shopper.page.goto(`/campaigns/${targetSlug}?lang=en`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await shopper.page.getByText('E2E copied mini one').first().waitFor();
    await shopper.page.getByText('E2E copied mini two').first().waitFor();
    await shopper.context.close();
    await context.close();
  });
});
