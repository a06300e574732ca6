import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues } from './catalogues';
import type { UiLanguage } from './defineNamespace';

/**
 * One i18next instance per render root (request on the server, page in the browser),
 * so concurrent server renders in different languages never share state.
 */
export function createUiI18n(language: UiLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([lng, catalogue]) => [lng, { translation: catalogue }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
