import type { ErrorPageKind } from '@salon/domain';
import { ErrorPage, UiTextsProvider, type UiLanguage, type UiTexts } from '@salon/ui';
import { Suspense, lazy } from 'react';

// A chunk of its own: no shopper page's first load carries texts it only needs when the API is down.
const ErrorPageFallbackTexts = lazy(() => import('./errorPageFallbackTexts'));

/**
 * The root error page. With the page's catalogue it renders at once; when the root loader itself
 * failed (API down) there is none, and the error page brings its own texts so it shows words, not keys.
 */
export function RootErrorPage({ kind, language, texts }: { kind: ErrorPageKind; language: UiLanguage; texts: UiTexts }) {
  const page = (
    <main className="mx-auto max-w-page p-gutter" data-error-kind={kind}>
      <ErrorPage kind={kind} />
    </main>
  );
  if (Object.keys(texts).length > 0) {
    return (
      <UiTextsProvider language={language} texts={texts}>
        {page}
      </UiTextsProvider>
    );
  }
  return (
    <Suspense fallback={null}>
      <ErrorPageFallbackTexts language={language}>{page}</ErrorPageFallbackTexts>
    </Suspense>
  );
}
