import type { ReactNode } from 'react';
import { sharedUiI18n } from './createUiI18n';
import type { UiLanguage } from './defineNamespace';
import { UiI18nContext } from './UiI18nContext';

export interface UiI18nProviderProps {
  language: UiLanguage;
  children: ReactNode;
}

/** Every catalogue in every language (Storybook, tests, admin area); one shared translator per language. */
export function UiI18nProvider({ language, children }: UiI18nProviderProps) {
  return <UiI18nContext value={sharedUiI18n(language)}>{children}</UiI18nContext>;
}
