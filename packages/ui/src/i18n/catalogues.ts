import { UI_LANGUAGES, type UiLanguage } from './defineNamespace';
import { namespaces, shopperNamespaces } from './namespaces';

type Namespaces = typeof namespaces;
export type Catalogue = { [N in keyof Namespaces]: Namespaces[N]['en'] };
export type ShopperCatalogue = { [N in keyof typeof shopperNamespaces]: Namespaces[N]['en'] };

function pick<T extends Record<string, Record<UiLanguage, unknown>>>(from: T, language: UiLanguage) {
  return Object.fromEntries(Object.entries(from).map(([name, texts]) => [name, texts[language]]));
}

export const catalogues = Object.fromEntries(UI_LANGUAGES.map((language) => [language, pick(namespaces, language)])) as Record<
  UiLanguage,
  Catalogue
>;

// The same object for every request in a language, so UiTextsProvider's per-texts instance is
// built once per language on the server rather than once per request.
const shopperTexts = new Map<UiLanguage, ShopperCatalogue>();

/**
 * One language's shopper texts (no admin or creator namespaces): what a server hands to the
 * browser with the page, so the browser never downloads the other languages.
 */
export function shopperCatalogue(language: UiLanguage): ShopperCatalogue {
  let texts = shopperTexts.get(language);
  if (!texts) shopperTexts.set(language, (texts = Object.freeze(pick(shopperNamespaces, language)) as ShopperCatalogue));
  return texts;
}

