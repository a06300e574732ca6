import { DEFAULT_TRUST_MARK_LANGUAGE, TRUST_MARK_LANGUAGES, type LocaleShortCode } from '../constants/locale';

/** Which trust-mark image the footer shows: its own for et, en and ru, English otherwise. */
export const trustMarkLanguage = (language: string): LocaleShortCode =>
  TRUST_MARK_LANGUAGES.find((code) => code === language) ?? DEFAULT_TRUST_MARK_LANGUAGE;
