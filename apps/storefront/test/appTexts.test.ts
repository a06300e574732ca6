import { describe, expect, it } from 'vitest';
import { appTextCatalogues } from '../app/i18n/appTexts';

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();
// Names that read the same in every language.
const SAME_EVERYWHERE = new Set(['siteName']);

describe('app texts', () => {
  const english = appTextCatalogues.en;
  for (const [language, texts] of Object.entries(appTextCatalogues)) {
    it(`${language} has every text, with the same interpolation values as English`, () => {
      for (const [key, text] of Object.entries(english)) {
        const translated = texts[key as keyof typeof english];
        expect(translated.trim(), key).not.toBe('');
        expect(placeholdersOf(translated), key).toEqual(placeholdersOf(text));
      }
    });
  }

  it.each(['et', 'ru', 'fi', 'lv'] as const)('%s is translated, not English (at most a few shared words)', (language) => {
    const same = Object.entries(english).filter(([key, text]) => !SAME_EVERYWHERE.has(key) && appTextCatalogues[language][key as keyof typeof english] === text);
    // "Latvia" is also Finnish for Latvia; anything beyond a couple of such words is an untranslated copy.
    expect(same.map(([key]) => key).length, JSON.stringify(same)).toBeLessThanOrEqual(2);
  });
});
