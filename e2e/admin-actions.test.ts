import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { newCampaignScheme } from './creator';
import { logIn, newShopper, open } from './shopper';

const ADMIN = 'admin@salon.test';
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('admin actions: shops, documents and placeholder settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('creates, edits and deletes a shop; uploads a manual, opens it in the viewer and deletes it', async () => {
    const stamp = Date.now();
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);

    await open(page, '/admin/shops');
    await page.getByRole('button', { name: 'New shop' }).click();
    let dialog = page.getByRole('dialog', { name: 'New shop' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`E2E shop ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(`e2e-${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: `E2E shop ${stamp}`, exact: true }).waitFor();

    const row = (text: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
    await row(`E2E shop ${stamp}`).getByRole('button', { name: /^Edit/ }).click();
    dialog = page.getByRole('dialog', { name: `Edit shop E2E shop ${stamp}` });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`E2E shop ${stamp} renamed`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: `E2E shop ${stamp} renamed`, exact: true }).waitFor();

    await row(`E2E shop ${stamp} renamed`).getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: `Delete E2E shop ${stamp} renamed?` });
    await confirm.getByText('This action cannot be reverted.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('cell', { name: `E2E shop ${stamp} renamed`, exact: true }).count()).toBe(0);

    await open(page, '/admin/documents');
    const upload = page.getByRole('form', { name: 'Upload' });
    await upload.getByLabel('File').setInputFiles({ name: `e2e-${stamp}.pdf`, mimeType: 'application/pdf', buffer: TINY_PDF });
    await upload.getByRole('textbox', { name: 'Title' }).fill(`E2E manual ${stamp}`);
    await upload.getByRole('radio', { name: 'Manual' }).check();
    const sent = page.waitForResponse((answer) => answer.url().includes('/administrator/documents/') && answer.request().method() === 'POST');
    await upload.getByRole('button', { name: 'Upload' }).click();
    const created = (await (await sent).json()) as { id: number; file_type: number };
    expect(created.file_type).toBe(2);

    await row(`E2E manual ${stamp}`).getByRole('button', { name: /^Open/ }).click();
    const viewer = page.getByRole('dialog', { name: `E2E manual ${stamp}` });
    await viewer.locator('iframe').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await row(`E2E manual ${stamp}`).getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog', { name: `Delete E2E manual ${stamp}?` }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row(`E2E manual ${stamp}`).count()).toBe(0);
    expect((await page.request.get(`/api/v1/administrator/documents/${created.id}/`)).status()).toBe(404);
    await context.close();
  }, 120_000);

  it("edits a placeholder's props in the placeholders tab and deletes it", async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    const schemeUuid = await newCampaignScheme(page, { name: 'E2E placeholder settings', path: `/campaigns/e2e-placeholder-${Date.now()}` });
    await page.getByRole('tab', { name: 'Placeholders' }).click();
    const form = page.getByRole('form', { name: 'New placeholder' });
    await form.getByRole('textbox', { name: 'Name' }).fill('E2E head');
    await form.getByRole('button', { name: 'New placeholder' }).click();
    await page.getByRole('tab', { name: 'Editor', selected: true }).waitFor();

    await page.getByRole('tab', { name: 'Placeholders' }).click();
    await page.getByRole('button', { name: 'Settings of placeholder E2E head' }).click();
    const settings = page.getByRole('form', { name: 'Settings of placeholder E2E head' });
    await settings.getByRole('textbox', { name: 'Label' }).fill('E2E label');
    await settings.getByRole('textbox', { name: 'Background colour' }).fill('#112233');
    await settings.getByRole('textbox', { name: 'Page query fields' }).fill('brand=5\ncategory=7');
    await settings.getByRole('checkbox', { name: 'Replace the original block' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'detached' });

    const listed = async () =>
      ((await (await page.request.get(`/api/v1/creator/administrator/placeholders/?scheme_uuid=${schemeUuid}`)).json()) as { results: { name: string; props: Record<string, unknown> }[] }).results;
    const [stored] = await listed();
    expect(stored?.props).toMatchObject({ label: 'E2E label', backgroundColor: '#112233', query_fields: { brand: '5', category: '7' }, replace_original: true });

    await page.getByRole('button', { name: 'Delete E2E head' }).click();
    await page.getByRole('dialog', { name: 'Delete E2E head?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No placeholders yet.').waitFor();
    expect(await listed()).toEqual([]);
    await context.close();
  }, 120_000);
});
