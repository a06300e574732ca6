import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { addTopLevelBlock, newCampaignScheme, topLevelOrder } from './creator';
import { logIn, newShopper } from './shopper';

const ADMIN = 'admin@salon.test';
const PHONE_WIDTH = 375;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Adds a block; the insert menu, open, fits the phone too. */
const addBlockOnPhone = (page: Page, name: string) =>
  addTopLevelBlock(page, name, async () => {
    expect(await pageWidth(page)).toBe(PHONE_WIDTH);
  });

/** A finger on the drag handle, moved to the target's centre in steps, then lifted (touch events over CDP). */
async function dragByTouch(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const session = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: start.x, y: to.y + to.height / 4 };
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(start.x, start.y) });
  for (let step = 1; step <= 12; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(start.x, start.y + ((end.y - start.y) * step) / 12) });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
  // dnd-kit swallows clicks for 50 ms after a drop (a timer it sets at the drop), so that lifting
  // the finger clicks nothing; a tap sent sooner is lost (1 run in 5 here). A person cannot tap that
  // fast. A timer of 60 ms set now runs after dnd-kit's.
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 60)));
}

describe('creator on a 375 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('an admin adds blocks, reorders them with a finger and saves, and no step is wider than the phone', async () => {
    // A long path in the heading: it once made the editor 446 px wide on a phone.
    const slug = `e2e-phone-creator-${Date.now()}`;
    const { page, context } = await newShopper(browser, { mobile: true, width: PHONE_WIDTH });
    await logIn(page, ADMIN);
    const scheme = await newCampaignScheme(page, { name: `E2E phone ${slug}`, path: `/campaigns/${slug}` });
    await page.getByText('The page has no blocks yet.').waitFor();
    expect(await pageWidth(page)).toBe(PHONE_WIDTH);

    await addBlockOnPhone(page, 'Spacer');
    await addBlockOnPhone(page, 'TitleWithTextColumns');
    expect(await topLevelOrder(page)).toEqual(['block-Spacer', 'block-TitleWithTextColumns']);
    expect(await pageWidth(page)).toBe(PHONE_WIDTH);

    await dragByTouch(page, page.getByRole('button', { name: 'Move Title with text columns' }), page.getByTestId('block-Spacer'));
    await expect.poll(() => topLevelOrder(page)).toEqual(['block-TitleWithTextColumns', 'block-Spacer']);
    await page.getByText('1 unsaved change', { exact: true }).waitFor();

    const reordered = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/components-order/'));
    await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).tap();
    await page.getByText('0 unsaved changes').waitFor();
    expect((await reordered).status()).toBe(200);
    await page.getByText('Saved').first().waitFor();
    expect(await pageWidth(page)).toBe(PHONE_WIDTH);
    // Stored in the new order: the top level's order is the scheme's blueprint pattern.
    const admin = '/api/v1/creator/administrator';
    const components = (await (await page.request.get(`${admin}/components/?scheme_uuid=${scheme}&page_size=50`)).json()) as { results: { uuid: string; name: string }[] };
    const blueprints = (await (await page.request.get(`${admin}/blueprints/?scheme_uuid=${scheme}`)).json()) as { results: { placeholder_uuid: string | null; pattern: string[] }[] };
    const pattern = blueprints.results.find((blueprint) => blueprint.placeholder_uuid === null)!.pattern;
    expect(pattern.map((uuid) => components.results.find((component) => component.uuid === uuid)?.name)).toEqual(['TitleWithTextColumns', 'Spacer']);

    // A block's fields (rich text, columns) fit the phone too.
    await page.getByRole('button', { name: 'Edit Title with text columns' }).click();
    await page.getByRole('form', { name: 'Fields of Title with text columns' }).waitFor();
    expect(await pageWidth(page)).toBe(PHONE_WIDTH);
    await context.close();
  });
});
