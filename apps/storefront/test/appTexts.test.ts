import { describe, expect, it } from 'vitest';
import { appText, appTextCatalogues, type PluralText } from '../app/i18n/appTexts';

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();
// Names that read the same in every language.
const SAME_EVERYWHERE = new Set(['siteName']);

describe('app texts', () => {
  const english = appTextCatalogues.en;
  for (const [language, texts] of Object.entries(appTextCatalogues)) {
    it(`${language} has every text, with the same interpolation values as English`, () => {
      for (const [key, text] of Object.entries(english)) {
        const translated = texts[key as keyof typeof english];
        const reference = typeof text === 'string' ? text : text.other;
        if (typeof translated === 'string') {
          expect(translated.trim(), key).not.toBe('');
          expect(placeholdersOf(translated), key).toEqual(placeholdersOf(reference));
          continue;
        }
        // A plural text has every form its language's plural rules ask for.
        const forms = translated as PluralText;
        for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
          expect(forms[category]?.trim(), `${key} ${category}`).toBeTruthy();
          expect(placeholdersOf(forms[category]!), `${key} ${category}`).toEqual(placeholdersOf(reference));
        }
      }
    });
  }

  it('counts use each language’s plural rules ("1 product", "5 товаров")', () => {
    expect(appText('en', 'productCount', { count: 1 })).toBe('1 product');
    expect(appText('en', 'productCount', { count: 2 })).toBe('2 products');
    expect(appText('et', 'productCount', { count: 1 })).toBe('1 toode');
    expect(appText('ru', 'productCount', { count: 1 })).toBe('1 товар');
    expect(appText('ru', 'productCount', { count: 3 })).toBe('3 товара');
    expect(appText('ru', 'productCount', { count: 5 })).toBe('5 товаров');
    expect(appText('fi', 'ticketsLeft', { count: 1 })).toBe('1 paikka jäljellä');
    expect(appText('lv', 'productCount', { count: 0 })).toBe('0 produktu');
    expect(appText('lv', 'productCount', { count: 21 })).toBe('21 produkts');
    expect(appText('en', 'rating', { rating: '4.5', count: 1 })).toBe('Rating 4.5 (1 review)');
  });

  it.each(['et', 'ru', 'fi', 'lv'] as const)('%s is translated, not English (at most a few shared words)', (language) => {
    const same = Object.entries(english).filter(([key, text]) => !SAME_EVERYWHERE.has(key) && appTextCatalogues[language][key as keyof typeof english] === text);
    // "Latvia" is also Finnish for Latvia; anything beyond a couple of such words is an untranslated copy.
    expect(same.map(([key]) => key).length, JSON.stringify(same)).toBeLessThanOrEqual(2);
  });
});
