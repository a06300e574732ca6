export { createUiI18n } from './createUiI18n';
export { UiI18nProvider, type UiI18nProviderProps } from './UiI18nProvider';
export { catalogues, type Catalogue } from './catalogues';
export { defineNamespace, UI_LANGUAGES, type UiLanguage } from './defineNamespace';
export { useTranslation } from 'react-i18next';
