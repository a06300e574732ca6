import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, newShopper, open } from './shopper';

/** What each language's page must say (seeded by the API in every shop language). */
const PAGES = {
  '/contact': { et: 'Klienditugi', en: 'Customer support', ru: 'Служба поддержки', fi: 'Asiakastuki', lv: 'Klientu atbalsts' },
  '/accessibility': { et: 'klaviatuuriga', en: 'works with a keyboard', ru: 'с клавиатуры', fi: 'näppäimistöllä', lv: 'ar tastatūru' },
  '/game': { et: 'leia paarid', en: 'find the pairs', ru: 'найдите пары', fi: 'etsi parit', lv: 'atrodiet pārus' },
} as const;

/** The memory game's own texts (public/games/memory.js) and the trust mark each language shows (et, en, ru; others en). */
const GAME = {
  et: { title: 'Mälumäng', moves: 'Käike: 1', mark: 'et' },
  en: { title: 'Memory game', moves: 'Moves: 1', mark: 'en' },
  ru: { title: 'Игра на память', moves: 'Ходов: 1', mark: 'ru' },
  fi: { title: 'Muistipeli', moves: 'Siirrot: 1', mark: 'en' },
  lv: { title: 'Atmiņas spēle', moves: 'Gājieni: 1', mark: 'en' },
} as const;

/**
 * Every language at the desktop width; at the phone width the default language and Russian (the
 * other script): which language a page shows does not depend on the width, and the phone layout
 * is checked in two (decision 0045: the journeys' share of the 20-minute run).
 */
const languagesAt = (mobile: boolean) => (language: string) => !mobile || language === 'et' || language === 'ru';

describe.each(JOURNEY_VIEWPORTS)('info pages in every language ($name)', ({ width, mobile }) => {
  const checked = languagesAt(mobile);
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each(Object.entries(PAGES))('%s has seeded content in et, en, ru, fi and lv', async (path, texts) => {
    const { page, context } = await newShopper(browser, { width, mobile });
    for (const [language, text] of Object.entries(texts).filter(([language]) => checked(language))) {
      const response = await open(page, `${path}?lang=${language}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${language}(-|$)`));
      await page.locator('[data-composed-page]').getByText(text, { exact: false }).first().waitFor();
    }
    await context.close();
  });
  it('/game frames the memory game in each language, and a turn of two cards counts a move', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    for (const [language, texts] of Object.entries(GAME).filter(([language]) => checked(language))) {
      await open(page, `/game?lang=${language}`);
      const game = page.frameLocator('iframe#memory');
      await game.getByRole('heading', { name: texts.title }).waitFor();
      const cards = game.getByRole('button', { name: /\d+: / });
      expect(await cards.count()).toBe(12);
      // By keyboard: focus the first card, turn it with Enter, then the second with Space.
      await cards.nth(0).focus();
      await page.keyboard.press('Enter');
      await cards.nth(1).focus();
      await page.keyboard.press('Space');
      await game.getByRole('status').filter({ hasText: texts.moves }).waitFor();
    }
    await context.close();
  });

  it('the footer shows the trust mark of the shopper language (et, en, ru; others the English one), and it loads', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    for (const [language, texts] of Object.entries(GAME).filter(([language]) => checked(language))) {
      await open(page, `/?lang=${language}`);
      const mark = page.locator('footer img[src^="/trust-mark/"]');
      await mark.scrollIntoViewIfNeeded();
      expect(await mark.getAttribute('src')).toBe(`/trust-mark/${texts.mark}.svg`);
      expect(await mark.getAttribute('alt')).toBeTruthy();
      await expect.poll(() => mark.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await context.close();
  });
});
