import type { i18n } from 'i18next';
import { catalogues } from './catalogues';
import { createUiI18nFromTexts } from './createUiI18nFromTexts';
import type { UiLanguage } from './defineNamespace';

/**
 * An i18next instance in one language over every catalogue (Storybook, tests, admin area);
 * shopper pages use createUiI18nFromTexts. Renders use sharedUiI18n instead of a new one each.
 */
export function createUiI18n(language: UiLanguage): i18n {
  return createUiI18nFromTexts(
    language,
    catalogues[language],
    Object.fromEntries(Object.entries(catalogues).map(([lng, catalogue]) => [lng, catalogue])),
  );
}

const shared = new Map<UiLanguage, i18n>();

/**
 * One instance per language for the whole process. Concurrent server renders in different
 * languages never share state: each language has its own instance and none ever changes language.
 */
export function sharedUiI18n(language: UiLanguage): i18n {
  let instance = shared.get(language);
  if (!instance) shared.set(language, (instance = createUiI18n(language)));
  return instance;
}
