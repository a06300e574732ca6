import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sharedUiI18nFromTexts, type UiTexts } from './createUiI18nFromTexts';
import type { UiLanguage } from './defineNamespace';

// Its own module (not beside UiI18nProvider): a chunk that holds this file never imports the catalogues.
export interface UiTextsProviderProps {
  language: UiLanguage;
  /** The language's texts, e.g. shopperCatalogue(language) handed over by the server. */
  texts: UiTexts;
  children: ReactNode;
}

/** Only the given texts: a shopper page's browser bundle stays free of catalogues. */
export function UiTextsProvider({ language, texts, children }: UiTextsProviderProps) {
  return <I18nextProvider i18n={sharedUiI18nFromTexts(language, texts)}>{children}</I18nextProvider>;
}
