import { DAYS_PER_WEEK, DAYS_PER_YEAR, MS_PER_DAY, SECONDS_PER_DAY } from './units';

/**
 * Cookie names and lifetimes. Names the spec leaves unnamed (consent, locale, delivery country)
 * are our choice; i18n_admin and signup_popup are the spec's own names.
 */
export const COOKIE_NAME = {
  CONSENT: 'cookie_consent',
  ADMIN_LOCALE: 'i18n_admin',
  SIGNUP_POPUP: 'signup_popup',
  LOCALE: 'i18n_locale',
  DELIVERY_COUNTRY: 'delivery_country',
} as const;
export type CookieName = (typeof COOKIE_NAME)[keyof typeof COOKIE_NAME];

export const CONSENT_COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const SIGNUP_POPUP_COOKIE_MAX_AGE_SECONDS = DAYS_PER_WEEK * SECONDS_PER_DAY;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = DAYS_PER_YEAR * SECONDS_PER_DAY;
export const DELIVERY_COUNTRY_COOKIE_MAX_AGE_SECONDS = DAYS_PER_YEAR * SECONDS_PER_DAY;
/** The admin language is a long-lived preference like the shopper locale. */
export const ADMIN_LOCALE_COOKIE_MAX_AGE_SECONDS = DAYS_PER_YEAR * SECONDS_PER_DAY;

/** A delivery country saved in the cookie is sent to the server only while younger than this. */
export const DELIVERY_COUNTRY_COOKIE_REUSE_MS = MS_PER_DAY;

export const COOKIE_SAME_SITE = 'Lax';

export const COOKIE_MAX_AGE_SECONDS: Readonly<Record<CookieName, number>> = {
  [COOKIE_NAME.CONSENT]: CONSENT_COOKIE_MAX_AGE_SECONDS,
  [COOKIE_NAME.ADMIN_LOCALE]: ADMIN_LOCALE_COOKIE_MAX_AGE_SECONDS,
  [COOKIE_NAME.SIGNUP_POPUP]: SIGNUP_POPUP_COOKIE_MAX_AGE_SECONDS,
  [COOKIE_NAME.LOCALE]: LOCALE_COOKIE_MAX_AGE_SECONDS,
  [COOKIE_NAME.DELIVERY_COUNTRY]: DELIVERY_COUNTRY_COOKIE_MAX_AGE_SECONDS,
};

/** What the consent cookie records consent for. */
export const CONSENT_CATEGORY = {
  STATISTICS: 'statistics',
  MARKETING: 'marketing',
  SESSION_RECORDING: 'session_recording',
} as const;
export type ConsentCategory = (typeof CONSENT_CATEGORY)[keyof typeof CONSENT_CATEGORY];
