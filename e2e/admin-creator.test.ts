import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { addBlock, newCampaignScheme, saveAndPublish } from './creator';
import { logIn, newShopper, open } from './shopper';

const ADMIN = 'admin@salon.test';

const blockTypeOptions = (page: Page) =>
  page
    .getByTestId('insert-menu')
    .getByRole('combobox', { name: 'Block type' })
    .evaluate((select: HTMLSelectElement) => Array.from(select.options).map((option) => option.value));

describe('creator: compose, save and publish a campaign page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('TH_ADMIN builds a campaign that a shopper then sees; the rules refuse misplaced blocks; undo restores', async () => {
    const slug = `e2e-${Date.now()}`;
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    await open(page, '/admin/routes?type=CAMPAIGN');

    const newRoute = page.getByRole('form', { name: 'New route' });
    expect(await newRoute.getByRole('combobox').inputValue()).toBe('CAMPAIGN');
    await newRoute.getByRole('textbox', { name: 'Name' }).fill(`E2E campaign ${slug}`);
    await newRoute.getByRole('button', { name: 'New route' }).click();
    await page.waitForURL(/\/admin\/creator\/edit\?.*route=.*disableComposer=true&useCreator=true/);

    const newScheme = page.getByRole('form', { name: 'New scheme' });
    await newScheme.getByRole('combobox', { name: 'Language' }).selectOption('en');
    await newScheme.getByRole('textbox', { name: 'Path' }).fill(`/campaigns/${slug}`);
    await newScheme.getByRole('button', { name: 'New scheme' }).click();
    await page.getByRole('tab', { name: 'Editor', selected: true }).waitFor();
    await page.getByText('The page has no blocks yet.').waitFor();

    // The top level offers blocks that must sit in a wrapper only together with a new wrapper; a product preview never.
    await page.getByRole('button', { name: 'Add to the page' }).click();
    const topLevel = await blockTypeOptions(page);
    expect(topLevel).toContain('Carousel');
    expect(topLevel).not.toContain('ProductPreview');
    await page.getByTestId('insert-menu').getByRole('option', { name: 'Carousel slide (in a new Carousel)' }).waitFor({ state: 'attached' });
    await page.getByTestId('insert-menu').getByRole('button', { name: 'Close' }).click();

    await addBlock(page, 'Add to the page', 'Carousel');
    await page.getByRole('button', { name: 'Add inside Carousel' }).click();
    expect(await blockTypeOptions(page)).toEqual(['CarouselItem']);
    await page.getByTestId('insert-menu').getByRole('button', { name: 'Close' }).click();
    await addBlock(page, 'Add inside Carousel', 'CarouselItem');
    await addBlock(page, 'Add inside Carousel', 'CarouselItem');
    // Slides go left or right of each other, never above.
    await page.getByRole('button', { name: 'Add next to Carousel slide' }).first().click();
    await page.getByTestId('insert-menu').getByRole('radio', { name: 'Right' }).waitFor();
    expect(await page.getByTestId('insert-menu').getByRole('radio', { name: 'Above' }).count()).toBe(0);
    await page.getByTestId('insert-menu').getByRole('button', { name: 'Close' }).click();

    await addBlock(page, 'Add next to Carousel', 'SplitPreviewWrapper');
    await addBlock(page, 'Add inside Split preview group', 'SplitPreviewMini');
    await addBlock(page, 'Add inside Split preview group', 'SplitPreviewMini');

    // Edit the first slide twice, then undo the second edit.
    await page.getByRole('button', { name: 'Edit Carousel slide' }).first().click();
    let slideForm = page.getByRole('form', { name: 'Fields of Carousel slide' });
    await slideForm.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E slide one');
    await slideForm.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('1 unsaved change', { exact: true }).waitFor();
    await slideForm.getByRole('textbox', { name: 'Title', exact: true }).fill('Discarded title');
    await slideForm.getByRole('button', { name: 'Apply' }).click();
    const preview = page.frameLocator('iframe[title="Preview"]');
    await preview.getByText('Discarded title').first().waitFor();
    // Ctrl+Z with the focus outside any field undoes the last step (the preview follows).
    await page.getByRole('heading', { name: 'Blocks', exact: true }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => preview.getByText('Discarded title').count()).toBe(0);
    slideForm = page.getByRole('form', { name: 'Fields of Carousel slide' });
    await expect.poll(() => slideForm.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('E2E slide one');

    await page.getByRole('button', { name: 'Edit Small split preview' }).first().click();
    const miniForm = page.getByRole('form', { name: 'Fields of Small split preview' });
    await miniForm.getByRole('group', { name: 'Title in each language' }).getByRole('textbox', { name: 'en_US' }).fill('E2E mini');
    await miniForm.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('2 unsaved changes').waitFor();

    // The preview iframe shows unsaved changes.
    await page.frameLocator('iframe[title="Preview"]').getByText('E2E mini').first().waitFor();

    await saveAndPublish(page);

    const shopper = await newShopper(browser);
    const response = await shopper.page.goto(`/campaigns/${slug}?lang=en`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await shopper.page.getByText('E2E slide one').first().waitFor();
    await shopper.page.getByText('E2E mini').first().waitFor();
    // The undone edit never reached the page.
    expect(await shopper.page.getByText('Discarded title').count()).toBe(0);
    await shopper.context.close();
    await context.close();
  });

  it('deleting a block asks for a confirmation that says it cannot be reverted', async () => {
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    await newCampaignScheme(page, { name: 'E2E delete', path: `/campaigns/e2e-delete-${Date.now()}` });
    await addBlock(page, 'Add to the page', 'Spacer');
    await page.getByRole('button', { name: 'Delete Spacer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Spacer?' });
    await dialog.getByText('This action cannot be reverted.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('block-Spacer').count()).toBe(0);
    await page.getByText('Deleted').first().waitFor();
    await context.close();
  });
});
