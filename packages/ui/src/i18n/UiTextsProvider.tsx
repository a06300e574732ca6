import type { ReactNode } from 'react';
import { sharedUiI18nFromTexts, type UiTexts } from './createUiI18nFromTexts';
import type { UiLanguage } from './defineNamespace';
import { UiI18nContext } from './UiI18nContext';

// Its own module (not beside UiI18nProvider): a chunk that holds this file never imports the catalogues.
export interface UiTextsProviderProps {
  language: UiLanguage;
  /** The language's texts, e.g. shopperCatalogue(language) handed over by the server. */
  texts: UiTexts;
  children: ReactNode;
}

/** Only the given texts: a shopper page's browser bundle stays free of catalogues. */
export function UiTextsProvider({ language, texts, children }: UiTextsProviderProps) {
  return <UiI18nContext value={sharedUiI18nFromTexts(language, texts)}>{children}</UiI18nContext>;
}
