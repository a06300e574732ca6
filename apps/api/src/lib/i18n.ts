import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '@salon/domain';
import type { Translations } from '../db/schema';

/** Builds a translatable value from texts in LOCALE_CODES order (et, en, ru, fi, lv). */
export function translations(texts: readonly string[], extIdPrefix: string | null = null): Translations {
  const result: Translations = {};
  LOCALE_CODES.forEach((code, index) => {
    const value = texts[index];
    if (value !== undefined) result[code] = { value, ext_id: extIdPrefix ? `${extIdPrefix}-${code}` : null };
  });
  return result;
}

/** The value in the wanted locale, falling back to the default locale, then to any. */
export function translate(value: Translations | null | undefined, locale: LocaleCode): string {
  if (!value) return '';
  return value[locale]?.value ?? value[DEFAULT_LOCALE]?.value ?? Object.values(value)[0]?.value ?? '';
}

/** URL slug: diacritics folded, letters of any script kept, everything else a hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function slugTranslations(names: Translations): Translations {
  const result: Translations = {};
  for (const [code, entry] of Object.entries(names)) result[code] = { value: slugify(entry.value), ext_id: entry.ext_id };
  return result;
}
