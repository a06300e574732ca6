import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, newShopper, open } from './shopper';

/** What each language's page must say (seeded by the API in every shop language). */
const PAGES = {
  '/contact': { et: 'Klienditugi', en: 'Customer support', ru: 'Служба поддержки', fi: 'Asiakastuki', lv: 'Klientu atbalsts' },
  '/accessibility': { et: 'klaviatuuriga', en: 'works with a keyboard', ru: 'с клавиатуры', fi: 'näppäimistöllä', lv: 'ar tastatūru' },
} as const;

describe.each(JOURNEY_VIEWPORTS)('info pages in every language ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each(Object.entries(PAGES))('%s has seeded content in et, en, ru, fi and lv', async (path, texts) => {
    const { page, context } = await newShopper(browser, { width, mobile });
    for (const [language, text] of Object.entries(texts)) {
      const response = await page.goto(`${path}?lang=${language}`);
      expect(response?.status()).toBe(200);
      await open(page, `${path}?lang=${language}`);
      expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${language}(-|$)`));
      await page.locator('[data-composed-page]').getByText(text, { exact: false }).first().waitFor();
    }
    await context.close();
  });
});
