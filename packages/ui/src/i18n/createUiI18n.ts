import type { Translator } from '@salon/domain';
import { catalogues } from './catalogues';
import { createUiI18nFromTexts } from './createUiI18nFromTexts';
import type { UiLanguage } from './defineNamespace';

/**
 * A translator in one language over every catalogue, English answering what the language lacks
 * (Storybook, tests, admin area); shopper pages use createUiI18nFromTexts. Renders use
 * sharedUiI18n instead of a new one each.
 */
export function createUiI18n(language: UiLanguage): Translator {
  return createUiI18nFromTexts(language, catalogues[language], language === 'en' ? undefined : catalogues.en);
}

const shared = new Map<UiLanguage, Translator>();

/**
 * One translator per language for the whole process. Concurrent server renders in different
 * languages never share state: each language has its own and none ever changes language.
 */
export function sharedUiI18n(language: UiLanguage): Translator {
  let instance = shared.get(language);
  if (!instance) shared.set(language, (instance = createUiI18n(language)));
  return instance;
}
