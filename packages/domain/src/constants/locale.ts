/** Every business date (campaign switch, promo window, datetime-local fields) is Tallinn time. */
export const TIME_ZONE = 'Europe/Tallinn';

export const CURRENCY = 'EUR';

export const LOCALE_CODE = {
  ET: 'et_EE',
  EN: 'en_US',
  RU: 'ru_RU',
  FI: 'fi_FI',
  LV: 'lv_LV',
} as const;
export type LocaleCode = (typeof LOCALE_CODE)[keyof typeof LOCALE_CODE];

export const LOCALE_SHORT_CODE = {
  ET: 'et',
  EN: 'en',
  RU: 'ru',
  FI: 'fi',
  LV: 'lv',
} as const;
export type LocaleShortCode = (typeof LOCALE_SHORT_CODE)[keyof typeof LOCALE_SHORT_CODE];

export interface LocaleDefinition {
  readonly code: LocaleCode;
  readonly shortCode: LocaleShortCode;
  /** The language's own name, shown in the language picker. */
  readonly name: string;
}

export const LOCALES: readonly LocaleDefinition[] = [
  { code: LOCALE_CODE.ET, shortCode: LOCALE_SHORT_CODE.ET, name: 'Eesti' },
  { code: LOCALE_CODE.EN, shortCode: LOCALE_SHORT_CODE.EN, name: 'English' },
  { code: LOCALE_CODE.RU, shortCode: LOCALE_SHORT_CODE.RU, name: 'Русский' },
  { code: LOCALE_CODE.FI, shortCode: LOCALE_SHORT_CODE.FI, name: 'Suomi' },
  { code: LOCALE_CODE.LV, shortCode: LOCALE_SHORT_CODE.LV, name: 'Latviešu' },
];

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);

/** A locale code (et_EE) as its language's own name (Eesti); a code that is not ours as it is. */
export const localeName = (code: string): string => LOCALES.find((locale) => locale.code === code)?.name ?? code;

export const DEFAULT_LOCALE: LocaleCode = LOCALE_CODE.ET;

/** The locale whose category names are checked for the seasonal-sale label. */
export const CATEGORY_SOURCE_LOCALE: LocaleCode = LOCALE_CODE.ET;

export const ADMIN_LOCALES: readonly LocaleCode[] = [LOCALE_CODE.EN, LOCALE_CODE.ET];
export const DEFAULT_ADMIN_LOCALE: LocaleCode = LOCALE_CODE.EN;

/** Language roots that permanently redirect to / (no URL prefix strategy; lv has no root). */
export const LANGUAGE_ROOT_PATHS = ['/et', '/en', '/ru', '/fi'] as const;
export const LANGUAGE_ROOT_REDIRECT_STATUS = 301;

/** The query parameter that carries the short locale code on server-rendered requests. */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** Trust-mark images exist for these languages; others fall back to English. */
export const TRUST_MARK_LANGUAGES: readonly LocaleShortCode[] = [
  LOCALE_SHORT_CODE.ET,
  LOCALE_SHORT_CODE.EN,
  LOCALE_SHORT_CODE.RU,
];
export const DEFAULT_TRUST_MARK_LANGUAGE: LocaleShortCode = LOCALE_SHORT_CODE.EN;
