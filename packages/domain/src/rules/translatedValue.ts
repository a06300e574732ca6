import { DEFAULT_LOCALE } from '../constants/locale';

export type TranslatableInput =
  | Readonly<Record<string, { readonly value?: string | null } | undefined>>
  | null
  | undefined;

/**
 * The text of a translatable value in a locale: the locale's own non-empty value, else the
 * default locale's (content is authored in Estonian first), else the first non-empty one.
 */
export const translatedValue = (translatable: TranslatableInput, locale: string): string => {
  if (!translatable) return '';
  const own = translatable[locale]?.value;
  if (own) return own;
  const fallback = translatable[DEFAULT_LOCALE]?.value;
  if (fallback) return fallback;
  return Object.values(translatable).find((entry) => entry?.value)?.value ?? '';
};
