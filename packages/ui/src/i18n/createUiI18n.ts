import type { i18n } from 'i18next';
import { catalogues } from './catalogues';
import { createUiI18nFromTexts } from './createUiI18nFromTexts';
import type { UiLanguage } from './defineNamespace';

/**
 * One i18next instance per render root (request on the server, page in the browser),
 * so concurrent server renders in different languages never share state. Holds every
 * catalogue (Storybook, tests, admin area); shopper pages use createUiI18nFromTexts.
 */
export function createUiI18n(language: UiLanguage): i18n {
  return createUiI18nFromTexts(
    language,
    catalogues[language],
    Object.fromEntries(Object.entries(catalogues).map(([lng, catalogue]) => [lng, catalogue])),
  );
}
