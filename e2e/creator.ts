import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { open } from './shopper';

/** Steps of the creator edit screen shared by the creator journeys. */

/** Opens an insert menu by its button's name, picks a block type and waits until the block is there. */
export async function addBlock(page: Page, opener: string, name: string, openerIndex = 0): Promise<void> {
  await page.getByRole('button', { name: opener }).nth(openerIndex).click();
  const menu = page.getByTestId('insert-menu');
  await menu.getByRole('combobox', { name: 'Block type' }).selectOption(name);
  const before = await page.getByTestId(`block-${name}`).count();
  await menu.getByRole('button', { name: 'Add block' }).click();
  await expect.poll(() => page.getByTestId(`block-${name}`).count()).toBe(before + 1);
}

/**
 * Adds a block at the end of the page from the "Add to the page" menu and waits until it is there
 * and the menu has closed itself. `whileOpen` runs with the menu open and the type chosen.
 */
export async function addTopLevelBlock(page: Page, name: string, whileOpen?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add to the page' }).click();
  const menu = page.getByTestId('insert-menu');
  await menu.getByRole('combobox', { name: 'Block type' }).selectOption(name);
  await whileOpen?.();
  await menu.getByRole('button', { name: 'Add block' }).click();
  await page.getByTestId(`block-${name}`).waitFor();
  await menu.waitFor({ state: 'detached' });
}

/** The test ids of the page's top-level blocks, in their order in the editor's list. */
export const topLevelOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Blocks', exact: true })
    .evaluate((list) => Array.from(list.children).map((item) => item.querySelector('[data-testid]')?.getAttribute('data-testid')));

/**
 * Creates a campaign route named `name` from /admin/routes and, on the creator screen it opens,
 * a scheme at `path` (English unless `language` says otherwise). Returns the new scheme's uuid.
 */
export async function newCampaignScheme(page: Page, { name, path, language = 'en' }: { name: string; path: string; language?: string }): Promise<string> {
  await open(page, '/admin/routes?type=CAMPAIGN');
  const newRoute = page.getByRole('form', { name: 'New route' });
  await newRoute.getByRole('textbox', { name: 'Name' }).fill(name);
  await newRoute.getByRole('button', { name: 'New route' }).click();
  await page.waitForURL(/\/admin\/creator\/edit\?/);
  const newScheme = page.getByRole('form', { name: 'New scheme' });
  await newScheme.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await newScheme.getByRole('textbox', { name: 'Path' }).fill(path);
  await newScheme.getByRole('button', { name: 'New scheme' }).click();
  await page.getByRole('tab', { name: 'Editor', selected: true }).waitFor();
  await page.waitForURL(/[?&]scheme=/);
  return new URL(page.url()).searchParams.get('scheme')!;
}

/** Saves the creator's pending edits and publishes the open scheme. */
export async function saveAndPublish(page: Page): Promise<void> {
  await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
  await page.getByText('0 unsaved changes').waitFor();
  await page.getByText('Saved').first().waitFor();
  await page.getByRole('tab', { name: 'Visibility' }).click();
  await page.getByRole('radio', { name: 'Published', exact: true }).check();
  // The scheme's own write, not a 'Saved' text: the first save's notice may still be showing, and
  // leaving the page before this answer arrives (slow under load) leaves the page unpublished.
  const published = page.waitForResponse((response) => ['PUT', 'PATCH'].includes(response.request().method()) && /\/schemes-v2\/[^/]+\/$/.test(new URL(response.url()).pathname));
  await page.getByRole('form', { name: 'Visibility' }).getByRole('button', { name: 'Save' }).click();
  expect((await published).status()).toBe(200);
  await expect.poll(() => page.getByText('Saved').count()).toBeGreaterThan(1);
}
