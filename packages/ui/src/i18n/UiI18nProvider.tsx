import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sharedUiI18n } from './createUiI18n';
import type { UiLanguage } from './defineNamespace';

export interface UiI18nProviderProps {
  language: UiLanguage;
  children: ReactNode;
}

/** Every catalogue in every language (Storybook, tests, admin area); one shared instance per language. */
export function UiI18nProvider({ language, children }: UiI18nProviderProps) {
  return <I18nextProvider i18n={sharedUiI18n(language)}>{children}</I18nextProvider>;
}
