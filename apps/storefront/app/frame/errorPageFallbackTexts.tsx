import { UiTextsProvider, errorPageTexts, type UiLanguage } from '@salon/ui';
import type { ReactNode } from 'react';

/** The error page's own few texts, loaded only when the root loader's catalogue never came. */
export default function ErrorPageFallbackTexts({ language, children }: { language: UiLanguage; children: ReactNode }) {
  return (
    <UiTextsProvider language={language} texts={errorPageTexts(language)}>
      {children}
    </UiTextsProvider>
  );
}
