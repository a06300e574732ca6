import { DEFAULT_LOCALE, localeFromShortCode, type LocaleCode } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';

/** The store locale (et_EE…) of the interface language, for Intl formatting. */
export function useLocaleCode(): LocaleCode {
  const { i18n } = useTranslation();
  return localeFromShortCode(i18n.language) ?? DEFAULT_LOCALE;
}
