import {
  DEFAULT_LOCALE,
  LOCALES,
  type LocaleCode,
  type LocaleShortCode,
} from '../constants/locale';

export const isLocaleCode = (value: unknown): value is LocaleCode =>
  LOCALES.some((locale) => locale.code === value);

export const isLocaleShortCode = (value: unknown): value is LocaleShortCode =>
  LOCALES.some((locale) => locale.shortCode === value);

/** et -> et_EE; case-insensitive; undefined for languages we do not serve. */
export const localeFromShortCode = (shortCode: string | null | undefined): LocaleCode | undefined => {
  const wanted = (shortCode ?? '').trim().toLowerCase();
  return LOCALES.find((locale) => locale.shortCode === wanted)?.code;
};

/** et_EE -> et; also accepts the BCP 47 form et-EE. */
export const shortCodeFromLocale = (code: string | null | undefined): LocaleShortCode | undefined => {
  const wanted = (code ?? '').trim().replace('-', '_');
  return LOCALES.find((locale) => locale.code.toLowerCase() === wanted.toLowerCase())?.shortCode;
};

/** A served locale from a code or short code, else the default (et_EE). */
export const resolveLocale = (value: string | null | undefined): LocaleCode =>
  localeFromShortCode(shortCodeFromLocale(value) ?? value) ?? DEFAULT_LOCALE;

/** et_EE -> et-EE, the form Intl and the lang attribute expect. */
export const toBcp47 = (code: LocaleCode): string => code.replace('_', '-');
