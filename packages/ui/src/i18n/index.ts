export { createUiI18n } from './createUiI18n';
export { createUiI18nFromTexts, type UiTexts } from './createUiI18nFromTexts';
export { UiI18nProvider, type UiI18nProviderProps } from './UiI18nProvider';
export { UiTextsProvider, type UiTextsProviderProps } from './UiTextsProvider';
export { catalogues, shopperCatalogue, type Catalogue, type ShopperCatalogue } from './catalogues';
export { defineNamespace, UI_LANGUAGES, type UiLanguage } from './defineNamespace';
export { useTranslation, type UiTranslation } from './useTranslation';
