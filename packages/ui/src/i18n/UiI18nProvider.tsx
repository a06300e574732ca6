import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createUiI18n } from './createUiI18n';
import type { UiLanguage } from './defineNamespace';

export interface UiI18nProviderProps {
  language: UiLanguage;
  children: ReactNode;
}

/** Every catalogue in every language (Storybook, tests, admin area). */
export function UiI18nProvider({ language, children }: UiI18nProviderProps) {
  const instance = useMemo(() => createUiI18n(language), [language]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
