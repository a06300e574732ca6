import { startTransition, StrictMode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Blocks the server rendered (a composed page, or placeholder blocks in the frame) come from lazy
 * chunks. They are fetched before hydrating so that their Suspense boundaries hydrate with the
 * rest of the page: a boundary still waiting for its chunk is client-rendered from scratch when an
 * update reaches it first (the first-visit modal does), and the blocks vanish and come back.
 */
function preloadServerRenderedBlocks(): Promise<unknown> {
  if (!document.querySelector('[data-composed-page]')) return Promise.resolve();
  return Promise.all([
    import('./components/ContentPage').then((module) => module.ContentBlocks.preload()),
    import('./frame/placeholders').then((module) => module.PlaceholderBlocksView.preload()),
  ]).catch((error: unknown) => {
    // Hydration still runs: the boundaries then load their chunks themselves, as before.
    console.warn('[storefront] preloading the page blocks failed', error);
  });
}

/**
 * HydratedRouter suspends (throws the promise that decodes the server's loader data) on its first
 * render. React waits at the root; Preact, which the production browser build runs on (vite.config.ts),
 * needs a Suspense boundary for that, and keeps the server's DOM in place while it waits. React must
 * not get this boundary: the server HTML has no Suspense markers for it.
 */
const router = import.meta.env.BROWSER_RUNTIME === 'preact' ? (
  <Suspense fallback={null}>
    <HydratedRouter />
  </Suspense>
) : (
  <HydratedRouter />
);

/**
 * What Preact hydrates into. Given `document`, Preact 11 diffs against the children of <html>
 * instead of <html> itself, misses and builds a second head and body (re-running the inline
 * scripts, which the CSP blocks). A stand-in parent whose only child is <html> makes it adopt the
 * server's element; Preact calls insertBefore/appendChild on it only to replace <html> outright.
 */
function preactDocumentRoot(): Document {
  const html = document.documentElement;
  const replaceHtml = (node: Node) => document.replaceChild(node, html);
  return {
    // 11 (a fragment) only satisfies preact/debug's check; Preact core reads nodeType only to detect a document.
    nodeType: 11,
    childNodes: [html],
    firstChild: html,
    namespaceURI: html.namespaceURI,
    insertBefore: replaceHtml,
    appendChild: replaceHtml,
  } as unknown as Document;
}

void preloadServerRenderedBlocks().then(() => {
  startTransition(() => {
    hydrateRoot(import.meta.env.BROWSER_RUNTIME === 'preact' ? preactDocumentRoot() : document, <StrictMode>{router}</StrictMode>);
  });
});
