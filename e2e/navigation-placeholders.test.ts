import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, dialog, newShopper, open } from './shopper';
import { server } from './workerServers';

/** The navbar's content-driven menu: the seeded navbar-top placeholder and its expanded modal (decision 0044). */

interface ApiPlaceholder {
  type: string;
  props: { label?: string };
  components: { props: { linkUrl?: string } }[];
}

describe.each(JOURNEY_VIEWPORTS)('navigation placeholders ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('the seeded menu opens the expanded modal with its links, and a link leads to its page', async () => {
    const placeholders = (await (await fetch(`${server('apiUrl')}/api/v1/creator/placeholders/?language=en_US`)).json()) as ApiPlaceholder[];
    const menu = placeholders.find((placeholder) => placeholder.type === 'navbar_top')!;
    expect(menu.props.label).toBe('Salon guide');
    const hrefs = menu.components.flatMap((component) => (component.props.linkUrl ? [component.props.linkUrl] : []));

    const { page, context } = await newShopper(browser, { width, mobile });
    await open(page, '/?lang=en');
    if (mobile) {
      await page.getByRole('button', { name: 'Menu', exact: true }).first().click();
      await dialog(page, 'Navigation').getByRole('tab', { name: 'More' }).click();
      await page.getByRole('button', { name: 'Salon guide' }).click();
    } else {
      // By keyboard: the top link is a button that opens the menu.
      await page.getByRole('navigation', { name: 'Store links' }).getByRole('button', { name: 'Salon guide' }).focus();
      await page.keyboard.press('Enter');
    }
    const expanded = dialog(page, 'Salon guide');
    await expanded.waitFor();
    const shown = await expanded.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(shown).toEqual(hrefs);
    expect(shown).toContain('/loyalty');
    await expanded.getByRole('link', { name: 'Loyalty programme' }).click();
    await page.waitForURL((url) => url.pathname === '/loyalty');
    await context.close();
  });
});
