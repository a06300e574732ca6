import { createTranslator, type TextTree, type Translator } from '@salon/domain';
import type { UiLanguage } from './defineNamespace';

/** A catalogue as it travels (e.g. serialised into the page): namespace -> key -> text. */
export type UiTexts = Readonly<Record<string, unknown>>;

/**
 * A translator over one language's texts only. It imports no catalogue, so a browser bundle that
 * uses it carries none: the texts come with the page. `fallback` (English, where every catalogue
 * is loaded) answers keys the language lacks.
 */
export function createUiI18nFromTexts(language: UiLanguage, texts: UiTexts, fallback?: UiTexts): Translator {
  return createTranslator({ language, texts: texts as TextTree, fallback: fallback as TextTree | undefined });
}

const fromTexts = new WeakMap<UiTexts, Map<UiLanguage, Translator>>();

/**
 * One shared translator per texts object and language. Shared across concurrent server renders,
 * which is safe because a translator never changes language: each serves exactly one.
 */
export function sharedUiI18nFromTexts(language: UiLanguage, texts: UiTexts): Translator {
  let byLanguage = fromTexts.get(texts);
  if (!byLanguage) fromTexts.set(texts, (byLanguage = new Map()));
  let instance = byLanguage.get(language);
  if (!instance) byLanguage.set(language, (instance = createUiI18nFromTexts(language, texts)));
  return instance;
}
