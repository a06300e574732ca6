import type { LocaleShortCode } from '@salon/domain';

/**
 * The footer's trust-mark artwork per language the spec names (et, en, ru; the footer falls
 * back to en). Static files of the storefront (public/trust-mark): the mark is the shop's own
 * badge, not content staff edit, so it ships with the build and is cached like the favicon.
 */
export const TRUST_MARK_IMAGES: Partial<Record<LocaleShortCode, string>> = {
  et: '/trust-mark/et.svg',
  en: '/trust-mark/en.svg',
  ru: '/trust-mark/ru.svg',
};
