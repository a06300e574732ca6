import { translatedValue, type LocaleCode, type TranslatableText } from '@salon/domain';

/** The text of a translatable field in the content locale (domain fallback rules). */
export const translate = (text: TranslatableText | null | undefined, locale: LocaleCode): string => translatedValue(text, locale);

/** Builds a translatable value from plain strings, for defaults and stories. */
export const translatable = (values: Partial<Record<LocaleCode, string>>): TranslatableText =>
  Object.fromEntries(Object.entries(values).map(([code, value]) => [code, { value, ext_id: null }]));
