import type { UiTexts } from '@salon/ui';

let browserTexts: UiTexts | null = null;

/**
 * The @salon/ui texts of the page's language. The root loader sends them with the document
 * only; the browser keeps the first ones for the page's life (a language switch reloads the page,
 * see urlWithLanguage), while every server render uses its own request's texts.
 */
export function useUiTexts(fromLoader: UiTexts | null): UiTexts {
  if (typeof document === 'undefined') return fromLoader ?? {};
  browserTexts ??= fromLoader;
  return browserTexts ?? {};
}
