import { shopperCatalogue, type UiLanguage, type UiTexts } from '@salon/ui';
import { adoptAppTexts, appTextCatalogues, type AppTexts } from '../i18n/appTexts';

/** What a page's language needs in the browser: the shopper texts of @salon/ui and the app's own. */
export interface PageTexts {
  ui: UiTexts;
  app: AppTexts;
}

/** Marks the `<link rel="preload">` of the page's texts file, which the browser entry reads before hydrating. */
export const PAGE_TEXTS_LINK = 'data-page-texts';

/** Server only (pageTextsFile): one language's texts from memory. */
export function pageTextsFor(language: UiLanguage): PageTexts {
  return { ui: shopperCatalogue(language), app: appTextCatalogues[language] };
}

let browserUiTexts: UiTexts | null = null;

/**
 * Browser: the texts file of the page's language, fetched once before hydration (entry.client).
 * The page keeps them for its life: a language switch reloads the page (see urlWithLanguage).
 */
export function adoptPageTexts(texts: PageTexts): void {
  browserUiTexts ??= texts.ui;
  adoptAppTexts(texts.app);
}

/** The @salon/ui texts of the page: the request's language on the server, the adopted file in the browser. */
export function useUiTexts(language: UiLanguage): UiTexts {
  if (import.meta.env.SSR) return shopperCatalogue(language);
  return browserUiTexts ?? {};
}
