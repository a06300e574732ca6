import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { pickUpByKeyboard } from './dragAndDrop';
import { dialog, logIn, newShopper, open } from './shopper';

const PRODUCT_ADMIN = 'products@salon.test';
const ADMINISTRATOR = '/api/v1/administrator';

/** An administrator API call through the storefront proxy, as the logged-in admin of `page`. */
async function adminCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url() === 'about:blank' ? 'http://x' : page.url()).origin;
  const response = await page.request.fetch(`${ADMINISTRATOR}${path}`, { method, ...(data === undefined ? {} : { data }), headers: { Origin: origin } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const reviewCount = async (page: Page) => {
  const text = (await page.locator('main').getByText(/\(\d+ /).first().textContent({ timeout: 2000 }).catch(() => null)) ?? '';
  return Number(/\((\d+) /.exec(text)?.[1] ?? 0);
};

describe('admin catalogue pages change the storefront', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("TH_PRODUCT_ADMIN edits a product's name and price in /admin/products; a shopper sees them on the product page", async () => {
    const admin = await newShopper(browser);
    await logIn(admin.page, PRODUCT_ADMIN);
    await open(admin.page, '/admin/products?sort=id');
    const first = (await adminCall<{ results: { id: number; internal_id: string }[] }>(admin.page, 'GET', '/products/?sort=id&page_size=1')).results[0]!;
    const name = `E2E edited product ${Date.now()}`;
    await admin.page.getByRole('button', { name: new RegExp(`^Edit\\s*: ${first.internal_id}$`) }).click();
    const modal = dialog(admin.page, 'Edit product');
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('textbox', { name: 'Price', exact: true }).fill('abc');
    await modal.getByRole('button', { name: 'Save' }).click();
    // The API refuses the amount and the form shows its message at the price field.
    await modal.getByText('Must be an amount like "12.50" or null.').first().waitFor();
    await modal.getByRole('textbox', { name: 'Price', exact: true }).fill('12.34');
    await modal.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('button', { name: /^Saved\s*\(/ }).waitFor();
    await modal.waitFor({ state: 'detached' });
    const stored = await adminCall<{ price: string; i18n_name: Record<string, { value: string }> }>(admin.page, 'GET', `/products/${first.id}/`);
    expect(stored.price).toBe('12.34');
    expect(Object.values(stored.i18n_name).map((entry) => entry.value)).toContain(name);

    const shopper = await newShopper(browser);
    await open(shopper.page, `/products/${first.id}`);
    await expect(shopper.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(name);
    expect(await shopper.page.locator('main').textContent()).toMatch(/12[.,]34/);
    await Promise.all([admin.context.close(), shopper.context.close()]);
  });

  it('a category re-sort in /admin/category-sorting changes the storefront category order', async () => {
    const admin = await newShopper(browser);
    await logIn(admin.page, PRODUCT_ADMIN);
    await open(admin.page, '/admin/category-sorting');
    const root = (await adminCall<{ results: { id: number }[] }>(admin.page, 'GET', '/category-sorting/')).results[0]!;
    const before = (await adminCall<{ results: { id: number }[] }>(admin.page, 'GET', `/category-sorting/?parent_id=${root.id}`)).results.map((category) => category.id);
    expect(before.length).toBeGreaterThan(1);
    // One level down: the first top-level category's subcategories.
    await admin.page.getByRole('button', { name: /^Subcategories of / }).first().click();
    const list = admin.page.getByRole('list', { name: /^Subcategories of / });
    // Keyboard drag and drop: pick the first subcategory up, move it one down, drop it.
    const handle = list.getByRole('button', { name: /^Move / }).first();
    await pickUpByKeyboard(admin.page, handle);
    await admin.page.keyboard.press('ArrowDown');
    await admin.page.getByText(new RegExp(`moved to position 2 of ${before.length}`)).waitFor({ state: 'attached' });
    await admin.page.keyboard.press('Space');
    await admin.page.getByRole('button', { name: /^Order saved\s*\(/ }).waitFor();
    const expected = [before[1]!, before[0]!, ...before.slice(2)];
    const after = (await adminCall<{ results: { id: number }[] }>(admin.page, 'GET', `/category-sorting/?parent_id=${root.id}`)).results.map((category) => category.id);
    expect(after).toEqual(expected);

    // The storefront category page lists its subcategories in the stored order.
    const shopper = await newShopper(browser);
    await open(shopper.page, `/products/categories/${root.id}`);
    const links = shopper.page.locator('main a.rounded-full[href^="/products/categories/"]');
    await links.first().waitFor();
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(expected.map((id) => `/products/categories/${id}`));
    // Leave the seed order for the other suites.
    await adminCall(admin.page, 'PUT', '/category-sorting/', { parent_id: root.id, ids: before });
    await Promise.all([admin.context.close(), shopper.context.close()]);
  });

  it('approving a review in /admin/reviews shows it on the product page', async () => {
    const admin = await newShopper(browser);
    await logIn(admin.page, PRODUCT_ADMIN);
    await open(admin.page, '/admin');
    const review = (await adminCall<{ results: { id: number; product_id: number; comment: string }[] }>(admin.page, 'GET', '/reviews/?status=approved&sort=id&page_size=1')).results[0]!;
    expect(review.comment).not.toBe('');
    // Setup: the review waits for a decision (denied reviews do not count on the storefront).
    await adminCall(admin.page, 'POST', `/reviews/${review.id}/deny/`);
    const shopper = await newShopper(browser);
    await open(shopper.page, `/products/${review.product_id}`);
    const hidden = await reviewCount(shopper.page);
    // Reviews with the same text may exist: the denied one is counted out, not looked for by text.
    const withText = () => shopper.page.locator('main li').filter({ hasText: review.comment }).count();
    const hiddenWithText = await withText();

    await open(admin.page, `/admin/reviews?product_id=${review.product_id}&status=denied`);
    await admin.page.getByRole('button', { name: new RegExp(`^Approve\\s*: ${review.id}$`) }).click();
    await admin.page.getByRole('button', { name: /^Review approved\s*\(/ }).waitFor();
    // The approved review no longer matches the status=denied filter.
    await admin.page.getByRole('button', { name: new RegExp(`^Approve\\s*: ${review.id}$`) }).waitFor({ state: 'detached' });

    await open(shopper.page, `/products/${review.product_id}`);
    expect(await reviewCount(shopper.page)).toBe(hidden + 1);
    // The review's own text is listed, already in the server's HTML.
    expect(await withText()).toBe(hiddenWithText + 1);
    const html = await (await shopper.page.request.get(`/products/${review.product_id}`)).text();
    expect(html).toContain(review.comment);
    // The gallery: the seed gives each product one image, shown large at high priority and without thumbnails.
    const mainImage = shopper.page.locator('main article img[fetchpriority="high"]');
    await expect(mainImage.count()).resolves.toBe(1);
    await expect(mainImage.getAttribute('src')).resolves.toMatch(new RegExp(`/media/products/${review.product_id}\\.webp`));
    await expect(shopper.page.getByRole('button', { name: /^(Image|Pilt) \d+/ }).count()).resolves.toBe(0);
    await Promise.all([admin.context.close(), shopper.context.close()]);
  });
});
