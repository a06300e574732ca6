import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { addBlock, newCampaignScheme } from './creator';
import { logIn, newShopper } from './shopper';

const ADMIN = 'admin@salon.test';
const CREATOR_ADMIN = '/api/v1/creator/administrator';

interface SavedComponent {
  uuid: string;
  name: string;
  props: Record<string, unknown>;
}

/** What the API has stored (the admin's own session, through the storefront's same-origin API). */
async function savedButtons(page: Page, scheme: string): Promise<SavedComponent[]> {
  const response = await page.request.get(`${CREATOR_ADMIN}/components/?scheme_uuid=${scheme}&page_size=50`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: SavedComponent[] };
  return body.results.filter((component) => component.name === 'DynamicButton');
}
async function savedPublication(page: Page, scheme: string): Promise<string> {
  const response = await page.request.get(`${CREATOR_ADMIN}/schemes-v2/${scheme}/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { publication: string }).publication;
}

async function publish(page: Page) {
  await page.getByRole('tab', { name: 'Visibility' }).click();
  await page.getByRole('radio', { name: 'Published', exact: true }).check();
  await page.getByRole('form', { name: 'Visibility' }).getByRole('button', { name: 'Save' }).click();
}

describe('creator: required block fields block saving and publishing (decision 0022)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('refuses Save while a block misses a required field, keeps the draft, then saves and publishes once it is filled', async () => {
    const slug = `e2e-required-${Date.now()}`;
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    const scheme = await newCampaignScheme(page, { name: `E2E required ${slug}`, path: `/campaigns/${slug}` });
    await addBlock(page, 'Add to the page', 'DynamicButton');

    // A draft may be incomplete: Apply takes a label without a link.
    await page.getByRole('button', { name: 'Edit Button' }).click();
    const form = page.getByRole('form', { name: 'Fields of Button' });
    await form.getByRole('textbox', { name: 'Label', exact: true }).fill('E2E required button');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('1 unsaved change', { exact: true }).waitFor();

    await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert', { name: 'Not saved: some blocks miss required fields' });
    await alert.waitFor();
    expect(await alert.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Button — missing: Link address')]);
    // Nothing was sent and nothing was lost.
    await page.getByText('1 unsaved change', { exact: true }).waitFor();
    const [unsaved] = await savedButtons(page, scheme);
    expect(unsaved?.props.label ?? '').toBe('');

    // The alert opens the block; the empty field is marked inline and described by its error.
    await alert.getByRole('button', { name: 'Open Button' }).click();
    const link = form.getByRole('textbox', { name: 'Link address' });
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await link.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toBe('Required before saving or publishing.');
    expect(await form.getByRole('textbox', { name: 'Label', exact: true }).inputValue()).toBe('E2E required button');

    await link.fill('/products');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
    await page.getByText('0 unsaved changes').waitFor();
    await expect.poll(async () => (await savedButtons(page, scheme))[0]?.props).toMatchObject({ label: 'E2E required button', linkUrl: '/products' });

    await publish(page);
    await expect.poll(() => savedPublication(page, scheme)).toBe('PUBLISHED');
    // The publish window is Tallinn wall time (winter: UTC+2), whatever the browser's zone.
    const visibility = page.getByRole('form', { name: 'Visibility' });
    await visibility.getByLabel('Publish from').fill('2026-01-15T10:00');
    await visibility.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => ((await (await page.request.get(`${CREATOR_ADMIN}/schemes-v2/${scheme}/`)).json()) as { publish_start: string | null }).publish_start)
      .toBe('2026-01-15T08:00:00.000Z');
    const shopper = await newShopper(browser);
    const response = await shopper.page.goto(`/campaigns/${slug}?lang=en`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await shopper.page.getByRole('link', { name: 'E2E required button' }).first().waitFor();
    await shopper.context.close();
    await context.close();
  });

  it('refuses to publish a scheme with an incomplete block and opens that block from the list', async () => {
    const slug = `e2e-required-publish-${Date.now()}`;
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    const scheme = await newCampaignScheme(page, { name: `E2E required publish ${slug}`, path: `/campaigns/${slug}` });
    await addBlock(page, 'Add to the page', 'DynamicButton');

    await publish(page);
    const alert = page.getByRole('alert', { name: 'Not published: some blocks miss required fields' });
    await alert.waitFor();
    await alert.getByText('Button — missing: Label, Link address').waitFor();
    expect(await savedPublication(page, scheme)).toBe('UNPUBLISHED');

    await alert.getByRole('button', { name: 'Open Button' }).click();
    await page.getByRole('tab', { name: 'Editor', selected: true }).waitFor();
    const form = page.getByRole('form', { name: 'Fields of Button' });
    const label = form.getByRole('textbox', { name: 'Label', exact: true });
    await expect.poll(() => label.getAttribute('aria-invalid')).toBe('true');
    await label.fill('E2E publish button');
    await form.getByRole('textbox', { name: 'Link address' }).fill('/products');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
    await page.getByText('0 unsaved changes').waitFor();

    await publish(page);
    await expect.poll(() => savedPublication(page, scheme)).toBe('PUBLISHED');
    expect(await page.getByRole('alert', { name: 'Not published: some blocks miss required fields' }).count()).toBe(0);
    await context.close();
  });
});
