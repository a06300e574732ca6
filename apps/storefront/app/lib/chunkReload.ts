import { RELOAD_GUARD_MS } from '@salon/domain';

/**
 * One guard for every failed chunk load (spec section 4: "a chunk-load failure reloads the page
 * at most once per 60 seconds"; docs/decisions/0026). The failures come from three places:
 * - React Router's route modules: its `loadRouteModule` calls `window.location.reload()` itself,
 *   with no limit and no hook (react-router 7.18 dist, lib/dom/ssr/routeModules.ts). Location's
 *   `reload` cannot be replaced, so `guardRouterReloads` cancels that reload through the
 *   Navigation API's `navigate` event when the guard says no (browsers without it reload as before);
 * - lazy chunks of the page (block registry, placeholders, modals): `guardedImport` and the
 *   `onCaughtError`/`onUncaughtError` hooks of hydrateRoot, which also see the errors that the block
 *   registry's per-block error boundary hides;
 * - anything else that escapes to `window` (`useChunkReloadGuard`).
 */
export const CHUNK_RELOAD_KEY = 'salon.chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** A failed dynamic import (Chromium, Safari and Firefox wording, Vite's CSS preload, webpack-style). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a chunk failure may reload now: not within RELOAD_GUARD_MS of the previous one. When it
 * may, the time is recorded first (so the reloaded page's failure is held back). Storage that
 * throws (private modes, disabled storage) allows no reload, so it can never loop.
 */
export function claimChunkReload(storage: GuardStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

const sessionStore = (): GuardStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

let reloading = false;

/** Reloads for a chunk failure when the guard allows it; true when the page is reloading. */
export function reloadForChunkFailure(error: unknown): boolean {
  return isChunkLoadError(error) && reloadForFailedAsset(error);
}

/**
 * The same guard for a build asset that is not a script chunk (the page texts file): known to
 * have failed, so no message check.
 */
export function reloadForFailedAsset(error: unknown): boolean {
  if (typeof window === 'undefined') return false;
  if (reloading) return true;
  if (!claimChunkReload(sessionStore(), Date.now())) {
    console.warn('[storefront] a chunk failed to load again within 60 s; not reloading', error);
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * A lazy import whose chunk failure goes through the guard: when the page reloads, the import
 * never settles (no error flashes before the new document); otherwise the error is thrown on.
 */
export function guardedImport<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().catch((error: unknown) => (reloadForChunkFailure(error) ? new Promise<T>(() => {}) : Promise.reject(error)));
}

interface NavigateEventLike {
  navigationType: string;
  cancelable: boolean;
  preventDefault(): void;
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

/**
 * Decides about a script-initiated reload: React Router reloads on a failed route module while a
 * navigation (or fetcher) is loading; the app's own reloads (login, language, 401) happen when the
 * router is idle and always pass. Returns false when the reload must be cancelled.
 */
export function allowScriptReload({ routerBusy, storage, now }: { routerBusy: boolean; storage: GuardStorage | null; now: number }): boolean {
  if (reloading || !routerBusy) return true;
  return claimChunkReload(storage, now);
}

interface RouterLike {
  state: { navigation: { state: string }; fetchers: Map<string, { state: string }> };
}

const routerBusy = (): boolean => {
  const router = (window as unknown as { __reactRouterDataRouter?: RouterLike }).__reactRouterDataRouter;
  if (!router) return false;
  return router.state.navigation.state !== 'idle' || [...router.state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle');
};

/** Installs the Navigation API listener that holds back React Router's route-module reloads (entry.client). */
export function guardRouterReloads(): void {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  if (!navigation) return;
  navigation.addEventListener('navigate', (event) => {
    if (event.navigationType !== 'reload' || !event.cancelable) return;
    if (!allowScriptReload({ routerBusy: routerBusy(), storage: sessionStore(), now: Date.now() })) {
      console.warn('[storefront] a route module failed to load again within 60 s; not reloading');
      event.preventDefault();
    }
  });
}
