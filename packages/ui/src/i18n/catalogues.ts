import { UI_LANGUAGES, type UiLanguage } from './defineNamespace';
import { namespaces } from './namespaces';

type Namespaces = typeof namespaces;
export type Catalogue = { [N in keyof Namespaces]: Namespaces[N]['en'] };

function catalogueFor(language: UiLanguage): Catalogue {
  return Object.fromEntries(Object.entries(namespaces).map(([name, texts]) => [name, texts[language]])) as Catalogue;
}

export const catalogues = Object.fromEntries(UI_LANGUAGES.map((language) => [language, catalogueFor(language)])) as Record<
  UiLanguage,
  Catalogue
>;
