import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { addBlock, newCampaignScheme, saveAndPublish } from './creator';
import { logIn, newShopper, open } from './shopper';

const ADMIN = 'admin@salon.test';

describe('inline text editing on a published campaign page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a route admin fixes a title where shoppers see it; shoppers get neither the switch nor editable text', async () => {
    const slug = `e2e-inline-${Date.now()}`;
    const pagePath = `/campaigns/${slug}?lang=en`;
    const admin = await newShopper(browser);
    await logIn(admin.page, ADMIN);
    await newCampaignScheme(admin.page, { name: `E2E inline ${slug}`, path: `/campaigns/${slug}` });
    await addBlock(admin.page, 'Add to the page', 'ContentSubhead');
    await admin.page.getByRole('button', { name: 'Edit Subheading' }).first().click();
    const form = admin.page.getByRole('form', { name: 'Fields of Subheading' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E title with a typo');
    await form.getByRole('button', { name: 'Apply' }).click();
    await saveAndPublish(admin.page);

    await open(admin.page, pagePath);
    const heading = admin.page.getByRole('heading', { level: 2, name: 'E2E title with a typo' });
    await heading.waitFor();
    // Nothing is editable until the admin switches it on.
    expect(await admin.page.locator('[contenteditable]').count()).toBe(0);
    const toggle = admin.page.getByRole('navigation', { name: 'Administration' }).getByRole('button', { name: 'Edit texts' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    // The heading stays a heading; the editable text sits inside it.
    const box = admin.page.locator('h2').getByRole('textbox', { name: 'Edit Title of Subheading' });
    await box.waitFor();
    expect(await box.getAttribute('contenteditable')).toBe('plaintext-only');
    const saved = admin.page.waitForResponse((response) => response.url().includes('/creator/administrator/components/') && response.request().method() === 'PUT');
    await box.fill('E2E title, fixed inline');
    // The popup lives a few seconds: watch for it from the moment the save starts.
    const savedPopup = admin.page.getByText('Saved').first().waitFor();
    await box.press('Enter');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { props: { title: string } }).props.title).toBe('E2E title, fixed inline');
    await savedPopup;
    await expect.poll(() => box.textContent()).toBe('E2E title, fixed inline');

    // Switching off leaves the saved text as plain markup.
    await toggle.click();
    await admin.page.getByRole('heading', { level: 2, name: 'E2E title, fixed inline' }).waitFor();
    expect(await admin.page.locator('[contenteditable]').count()).toBe(0);

    const shopper = await newShopper(browser);
    const shopperResponse = await shopper.page.goto(pagePath, { waitUntil: 'networkidle' });
    expect(shopperResponse?.status()).toBe(200);
    await shopper.page.getByRole('heading', { level: 2, name: 'E2E title, fixed inline' }).waitFor();
    expect(await shopper.page.getByText('E2E title with a typo').count()).toBe(0);
    expect(await shopper.page.getByRole('button', { name: 'Edit texts' }).count()).toBe(0);
    expect(await shopper.page.locator('[contenteditable]').count()).toBe(0);
    await shopper.context.close();
    await admin.context.close();
  });

  it('a refused save shows the API message and puts the stored text back', async () => {
    const slug = `e2e-inline-refused-${Date.now()}`;
    const admin = await newShopper(browser);
    await logIn(admin.page, ADMIN);
    await newCampaignScheme(admin.page, { name: `E2E inline refused ${slug}`, path: `/campaigns/${slug}` });
    await addBlock(admin.page, 'Add to the page', 'ContentSubhead');
    await admin.page.getByRole('button', { name: 'Edit Subheading' }).first().click();
    const form = admin.page.getByRole('form', { name: 'Fields of Subheading' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E kept title');
    await form.getByRole('button', { name: 'Apply' }).click();
    await saveAndPublish(admin.page);

    await open(admin.page, `/campaigns/${slug}?lang=en`);
    await admin.page.getByRole('button', { name: 'Edit texts' }).click();
    const box = admin.page.getByRole('textbox', { name: 'Edit Title of Subheading' });
    // The API refuses the write (as it would invalid props); the page must say why and revert.
    await admin.page.route('**/creator/administrator/components/**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'validation_error', message: 'Invalid component props', errors: { title: ['Too long'] } }) })
        : route.continue(),
    );
    await box.fill('E2E refused title');
    await box.press('Enter');
    await admin.page.getByText(/Saving failed: Invalid component props/).first().waitFor();
    await expect.poll(() => box.textContent()).toBe('E2E kept title');
    await admin.context.close();
  });
});
