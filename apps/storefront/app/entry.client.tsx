import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { guardRouterReloads, reloadForChunkFailure, reloadForFailedAsset } from './lib/chunkReload';
import { PAGE_TEXTS_LINK, adoptPageTexts, type PageTexts } from './lib/pageTexts';
import { DELIVERY_COUNTRY_CHOICE_ATTRIBUTE, STAFF_BAR_ATTRIBUTE } from './frame/preloadMarkers';

// React Router reloads on a failed route module by itself; this holds it to once per 60 s.
guardRouterReloads();

/**
 * Blocks the server rendered (a composed page, or placeholder blocks in the frame) come from lazy
 * chunks: the block views (blockViews.ts) and the block sets that hold the page's blocks. They are
 * fetched before hydrating so that their Suspense boundaries hydrate with the rest of the page: a
 * boundary still waiting for its chunk is client-rendered from scratch when an update reaches it
 * first (the first-visit modal does), and the blocks vanish and come back.
 */
function preloadServerRenderedBlocks(): Promise<unknown> {
  if (!document.querySelector('[data-composed-page]')) return Promise.resolve();
  return beforeHydrating('the page blocks', () =>
    Promise.all([
      import('./components/ContentPage').then((module) => module.ContentBlocks.preload()),
      import('./frame/placeholders').then((module) => module.PlaceholderBlocksView.preload()),
      // Only the renderers of the blocks on this page (each composed page names them).
      import('./components/blockViews').then((views) => views.preloadShopperPageBlocks()),
    ]),
  );
}

/**
 * Chunks fetched before hydrating. A failed chunk goes through the reload guard; on any other
 * failure hydration still runs, and the boundaries then load their chunks themselves.
 */
function beforeHydrating(what: string, load: () => Promise<unknown>): Promise<unknown> {
  return load().catch((error: unknown) => {
    if (reloadForChunkFailure(error)) return new Promise(() => {});
    console.warn(`[storefront] preloading ${what} failed`, error);
  });
}

/**
 * A lazily loaded part the server rendered (its marker is in the page): its chunk is fetched
 * before hydrating, like the blocks', so it hydrates with the page and is never client-rendered
 * over again. The first visitor's delivery-country choice (decision 0069) and the staff's admin
 * bar (decision 0070).
 */
function preloadIfRendered(marker: string, what: string, preload: (frame: typeof import('./frame/Frame')) => Promise<unknown>): Promise<unknown> {
  if (!document.querySelector(`[${marker}]`)) return Promise.resolve();
  return beforeHydrating(what, () => import('./frame/Frame').then(preload));
}

/**
 * The page language's texts: a static file (preloaded by the head) instead of inline loader data.
 * Hydration waits for them, or the first render would show keys where the server wrote words. A
 * file that does not load is treated as a failed chunk: one reload per 60 s, then the page
 * hydrates without texts rather than not at all.
 */
async function loadPageTexts(): Promise<void> {
  const href = document.querySelector(`link[${PAGE_TEXTS_LINK}]`)?.getAttribute('href');
  // No address: the root loader failed, and its error page brings its own texts.
  if (!href) return;
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${response.status}`);
    adoptPageTexts((await response.json()) as PageTexts);
  } catch (cause) {
    const error = new Error(`Loading the page texts ${href} failed`, { cause });
    if (reloadForFailedAsset(error)) return new Promise(() => {});
    reportError(error);
  }
}

/**
 * A new task before hydrating: evaluating the page's ~50 modules and hydrating it were one main-thread
 * task (the block preload resolves at once on pages without blocks). Two shorter tasks block input
 * for less time (Lighthouse's Total Blocking Time counts each task's part beyond 50 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void Promise.all([
  loadPageTexts(),
  preloadServerRenderedBlocks(),
  preloadIfRendered(DELIVERY_COUNTRY_CHOICE_ATTRIBUTE, 'the delivery-country modal', (frame) => frame.LanguageModalHost.preload()),
  preloadIfRendered(STAFF_BAR_ATTRIBUTE, 'the admin bar', (frame) => frame.StaffBar.preload()),
])
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        {
          // Error boundaries (a route's, or the block registry's per-block one that hides a block)
          // catch chunk failures before they reach window: they go through the reload guard here.
          onCaughtError: (error, info) => {
            if (!reloadForChunkFailure(error)) console.error(error, info.componentStack);
          },
          onUncaughtError: (error) => {
            if (!reloadForChunkFailure(error)) reportError(error);
          },
        },
      );
    });
  });
