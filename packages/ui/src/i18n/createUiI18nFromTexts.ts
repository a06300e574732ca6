import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from './defineNamespace';

/** A catalogue as it travels (e.g. serialised into the page): namespace -> key -> text. */
export type UiTexts = Readonly<Record<string, unknown>>;

/**
 * An i18next instance over one language's texts only. It imports no catalogue, so a browser
 * bundle that uses it carries none: the texts come with the page.
 */
export function createUiI18nFromTexts(language: UiLanguage, texts: UiTexts, allLanguages?: Readonly<Record<string, UiTexts>>): i18n {
  const instance = i18next.createInstance();
  const resources = allLanguages ?? { [language]: texts };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: allLanguages ? 'en' : false,
    resources: Object.fromEntries(Object.entries(resources).map(([lng, catalogue]) => [lng, { translation: catalogue as Record<string, unknown> }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

const fromTexts = new WeakMap<UiTexts, Map<UiLanguage, i18n>>();

/**
 * One shared instance per texts object and language. Shared across concurrent server renders,
 * which is safe because nothing changes an instance's language: each serves exactly one.
 */
export function sharedUiI18nFromTexts(language: UiLanguage, texts: UiTexts): i18n {
  let byLanguage = fromTexts.get(texts);
  if (!byLanguage) fromTexts.set(texts, (byLanguage = new Map()));
  let instance = byLanguage.get(language);
  if (!instance) byLanguage.set(language, (instance = createUiI18nFromTexts(language, texts)));
  return instance;
}
