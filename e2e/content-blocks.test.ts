import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCROLL_HASH_OFFSET_PX } from '../packages/domain/src/constants/layout';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, newShopper, open } from './shopper';

/** Issue 16 item 8: blocks that were built but received nothing in the store. */

const TEASERS = {
  en: { title: 'Inspiration', posts: ['Spring hair trends', 'Nail care at home', 'Growing your salon'], follow: '/inspiration/nail-care-at-home' },
  et: { title: 'Inspiratsioon', posts: ['Kevade juuksetrendid', 'Küünehooldus kodus', 'Salongi kasvatamine'], follow: '/inspiration/kuunehooldus-kodus' },
} as const;

/** The special campaign of the seed carries the huge banner (title "Flash offer"). */
const BANNER_PAGE = '/campaigns/flash-offer?lang=en';
const BANNER_NAME = 'Flash offer';

/** Two frames after hydration: mount effects (the banner's seen check) have run. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe.each(JOURNEY_VIEWPORTS)('content blocks fed by the store ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each(Object.entries(TEASERS))('the home page post teaser list shows the three chosen posts (%s), first featured, in the server HTML, and links to them', async (language, teaser) => {
    const { page, context } = await newShopper(browser, { width, mobile });
    // Server-rendered: the post links are in the document's markup before any script runs (an
    // href attribute, not only the posts in the page's inline data).
    const html = await (await page.request.get(`/?lang=${language}`)).text();
    expect(html).toContain(`href="${teaser.follow}"`);
    await open(page, `/?lang=${language}`);
    const list = page.locator('section', { has: page.getByRole('heading', { name: teaser.title, exact: true }) });
    const links = list.getByRole('link');
    await expect.poll(() => links.allTextContents()).toEqual([...teaser.posts]);
    expect(await list.locator('li[data-featured="true"]').count()).toBe(1);
    await list.getByRole('link', { name: teaser.posts[1] }).click();
    await page.waitForURL((url) => url.pathname === teaser.follow);
    await expect.poll(() => page.title()).toContain(teaser.posts[1]);
    await context.close();
  });

  it('the huge banner shows on the first visit only: its seen flag is stored per uuid and a new browser sees it again', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, BANNER_PAGE);
    const banner = page.getByRole('region', { name: BANNER_NAME });
    await banner.waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('salon.hugeBanner.seen'))) ?? '[]') as string[];
    expect(stored).toHaveLength(1);
    await open(page, BANNER_PAGE);
    await settled(page);
    expect(await banner.count()).toBe(0);
    await context.close();

    const other = await newShopper(browser, { width, mobile });
    await open(other.page, BANNER_PAGE);
    await other.page.getByRole('region', { name: BANNER_NAME }).waitFor();
    await other.context.close();
  });
  it('blocks after the first are laid out as they come near, and an anchor still lands on its target', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    const blocks = () => page.locator('[data-composed-page] > [data-block]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).contentVisibility));
    await open(page, '/?lang=en');
    const [first, ...rest] = await blocks();
    expect(first).toBe('visible');
    expect(new Set(rest)).toEqual(new Set(['auto']));
    // A link to an anchor lays out every block before the page scrolls: measured across blocks still
    // at their placeholder height, the smooth scroll ended beside the target. (The store's links go
    // through the router: the same path the text blocks' and menus' links take.)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/?lang=en#about', textContent: 'Jump to about' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Jump to about', exact: true }).click();
    await expect.poll(() => page.locator('#about').evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 10_000 }).toBe(SCROLL_HASH_OFFSET_PX);
    expect(new Set(await blocks())).toEqual(new Set(['visible']));
    await context.close();
  });

  it("a content block's product tiles are the listings' card: price, favourite and a working add to cart", async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/campaigns/spring-campaign?lang=en');
    const list = page.getByRole('list', { name: 'Campaign products' });
    // The list loads when it nears the viewport (its loading state is a list of the same name, replaced on arrival).
    const buyable = page.getByRole('button', { name: /^Add to cart/, disabled: false });
    await expect
      .poll(async () => {
        await list.evaluate((element) => element.scrollIntoView({ block: 'center' })).catch(() => undefined);
        return list.getByRole('listitem').filter({ has: buyable }).count();
      })
      .toBeGreaterThan(0);
    // The list is the popular products, which other journeys' orders reorder: take the first one that can be bought.
    const tile = list.getByRole('listitem').filter({ has: buyable }).first();
    const add = tile.getByRole('button', { name: /^Add to cart/ });
    const name = (await tile.getByRole('heading').textContent())!.trim();
    await expect(tile.textContent()).resolves.toMatch(/€\s?\d/);
    // Logged out, the heart asks for a login.
    await tile.getByRole('button', { name: `Favourite: ${name}` }).click();
    await page.getByRole('dialog').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    // Added through the cart API: the cart modal opens and the stored cart has the product.
    const added = page.waitForResponse((response) => /\/order-lines\/$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
    await add.click();
    expect((await added).status()).toBe(201);
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await cart.waitFor();
    await cart.getByText(name).first().waitFor();
    await context.close();
  });
});
