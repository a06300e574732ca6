import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { addTopLevelBlock, newCampaignScheme, saveAndPublish, topLevelOrder } from './creator';
import { pickUpByKeyboard } from './dragAndDrop';
import { logIn, newShopper } from './shopper';

const ADMIN = 'admin@salon.test';
// A valid 1x1 PNG: the API checks the magic bytes and makes WebP variants from it.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('creator editing: keyboard reordering, rich text and the media picker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('an admin reorders blocks by keyboard, edits rich text, picks an uploaded image and saves; a shopper sees it', async () => {
    const slug = `e2e-editing-${Date.now()}`;
    const fileName = `${slug}.png`;
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    await newCampaignScheme(page, { name: `E2E editing ${slug}`, path: `/campaigns/${slug}` });
    await page.getByText('The page has no blocks yet.').waitFor();

    await addTopLevelBlock(page, 'ContentImage');
    await addTopLevelBlock(page, 'TitleWithTextColumns');
    expect(await topLevelOrder(page)).toEqual(['block-ContentImage', 'block-TitleWithTextColumns']);

    // Keyboard drag and drop: Space picks up, ArrowUp moves, Space drops; each step is announced.
    const handle = page.getByRole('button', { name: 'Move Title with text columns' });
    await pickUpByKeyboard(page, handle);
    await page.keyboard.press('ArrowUp');
    await page.getByRole('status').filter({ hasText: 'Title with text columns moved to position 1 of 2.' }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => topLevelOrder(page)).toEqual(['block-TitleWithTextColumns', 'block-ContentImage']);
    await page.getByText('1 unsaved change', { exact: true }).waitFor();

    // Rich text in the Editor.js format: a level-2 heading and a paragraph with a soft hyphen.
    await page.getByRole('button', { name: 'Edit Title with text columns' }).click();
    const textForm = page.getByRole('form', { name: 'Fields of Title with text columns' });
    const blockType = textForm.getByRole('combobox', { name: 'Block type' });
    await blockType.selectOption('header');
    await textForm.getByRole('button', { name: 'Add block' }).click();
    const heading = textForm.getByRole('group', { name: 'Block 1: Heading' });
    await heading.getByRole('combobox', { name: 'Heading level' }).selectOption('2');
    await heading.getByRole('textbox', { name: 'Text' }).fill('E2E rich heading');
    await blockType.selectOption('paragraph');
    await textForm.getByRole('button', { name: 'Add block' }).click();
    const paragraph = textForm.getByRole('group', { name: 'Block 2: Paragraph' });
    await paragraph.getByRole('textbox', { name: 'Text' }).fill('E2E Haar/-/pflege paragraph');
    // Bold by keyboard over the last word: the stored text gets <b>paragraph</b>.
    const paragraphText = paragraph.getByRole('textbox', { name: 'Text' });
    await paragraphText.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(field.value.length - 'paragraph'.length, field.value.length));
    await paragraphText.press('ControlOrMeta+b');
    expect(await paragraphText.inputValue()).toBe('E2E Haar/-/pflege <b>paragraph</b>');
    await paragraph.getByRole('radio', { name: 'Centre' }).check();
    await textForm.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('2 unsaved changes').waitFor();

    // The image field opens the media library; an image uploaded from there is picked.
    await page.getByRole('button', { name: 'Edit Image' }).click();
    const imageForm = page.getByRole('form', { name: 'Fields of Image' });
    await imageForm.getByRole('button', { name: 'Choose from media library: Image' }).click();
    const picker = page.getByRole('dialog', { name: 'Select from files' });
    await picker.getByRole('button', { name: 'Add images' }).click();
    const uploader = page.getByRole('dialog', { name: 'Add images' });
    await uploader.getByLabel('Choose files').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PIXEL_PNG });
    await uploader.getByRole('button', { name: 'Upload 1 file' }).click();
    await page.getByRole('dialog', { name: 'Select from files' }).getByRole('button', { name: fileName }).click();
    await page.getByRole('dialog', { name: 'Select from files' }).getByRole('button', { name: 'Use 1 file' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const imgSrc = await imageForm.getByRole('textbox', { name: 'Image', exact: true }).inputValue();
    expect(imgSrc).toMatch(new RegExp(`/media/library/[0-9a-f-]+-${slug}\\.png$`));
    await imageForm.getByRole('textbox', { name: 'Image description (alt text)' }).fill('E2E picked image');
    await imageForm.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('3 unsaved changes').waitFor();

    await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
    await page.getByText('0 unsaved changes').waitFor();
    // After a reload the saved order (blueprint pattern) comes back from the API.
    await page.reload();
    await page.getByTestId('block-ContentImage').waitFor();
    expect(await topLevelOrder(page)).toEqual(['block-TitleWithTextColumns', 'block-ContentImage']);

    await page.getByRole('tab', { name: 'Visibility' }).click();
    await page.getByRole('radio', { name: 'Published', exact: true }).check();
    await page.getByRole('form', { name: 'Visibility' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();

    const shopper = await newShopper(browser);
    const response = await shopper.page.goto(`/campaigns/${slug}?lang=en`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const shown = shopper.page.getByRole('heading', { level: 2, name: 'E2E rich heading' });
    await shown.waitFor();
    const text = shopper.page.locator('p', { hasText: 'paragraph' }).filter({ hasText: 'E2E Haar' });
    expect(await text.textContent()).toBe('E2E Haar\u00adpflege paragraph');
    expect(await text.locator('strong').textContent()).toBe('paragraph');
    expect(await text.getAttribute('class')).toContain('text-center');
    const image = shopper.page.getByRole('img', { name: 'E2E picked image' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.getAttribute('src')).toBe(imgSrc);
    expect((await shopper.page.request.get(imgSrc)).status()).toBe(200);
    // The new order: the rich text comes before the image.
    const headingFirst = await shopper.page.evaluate(() => {
      const title = Array.from(document.querySelectorAll('h2')).find((element) => element.textContent === 'E2E rich heading');
      const picture = document.querySelector('img[alt="E2E picked image"]');
      return !!title && !!picture && (title.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(headingFirst).toBe(true);
    await shopper.context.close();
    await context.close();
  });
  it('adds a split preview mini at the top level: the creator makes its wrapper first and a shopper sees the card', async () => {
    const slug = `e2e-wrapped-${Date.now()}`;
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    const schemeUuid = await newCampaignScheme(page, { name: `E2E wrapped ${slug}`, path: `/campaigns/${slug}` });
    await page.getByText('The page has no blocks yet.').waitFor();

    await page.getByRole('button', { name: 'Add to the page' }).click();
    const menu = page.getByTestId('insert-menu');
    // Offered with the wrapper it must sit in (composition table), not refused.
    await menu.getByRole('combobox', { name: 'Block type' }).selectOption({ label: 'Small split preview (in a new Split preview group)' });
    await menu.getByRole('button', { name: 'Add block' }).click();
    await menu.waitFor({ state: 'detached' });
    const wrapper = page.getByTestId('block-SplitPreviewWrapper');
    await wrapper.getByTestId('block-SplitPreviewMini').waitFor();
    expect(await topLevelOrder(page)).toEqual(['block-SplitPreviewWrapper']);

    await page.getByRole('button', { name: 'Edit Small split preview' }).click();
    const form = page.getByRole('form', { name: 'Fields of Small split preview' });
    await form.getByRole('group', { name: 'Title in each language' }).getByRole('textbox', { name: 'en_US' }).fill('E2E wrapped mini');
    await form.getByRole('button', { name: 'Apply' }).click();
    await saveAndPublish(page);

    // Stored as the rules want it: the wrapper at the top level, the mini inside it.
    const answer = await page.request.get(`/api/v1/creator/components-v2/?scheme_uuid=${schemeUuid}`);
    expect(answer.status()).toBe(200);
    const stored = (await answer.json()) as { components: { uuid: string; name: string; parent_uuid: string | null }[]; pattern: string[] | null };
    const storedWrapper = stored.components.find((component) => component.name === 'SplitPreviewWrapper');
    const storedMini = stored.components.find((component) => component.name === 'SplitPreviewMini');
    expect(storedWrapper?.parent_uuid).toBeNull();
    expect(storedMini?.parent_uuid).toBe(storedWrapper?.uuid);
    expect(stored.pattern).toEqual([storedWrapper?.uuid]);

    const shopper = await newShopper(browser);
    const response = await shopper.page.goto(`/campaigns/${slug}?lang=en`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await shopper.page.getByText('E2E wrapped mini').first().waitFor();
    await shopper.context.close();
    await context.close();
  });
});
