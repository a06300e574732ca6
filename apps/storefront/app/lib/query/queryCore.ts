import type * as QueryCoreModule from '@tanstack/query-core';
import { guardedImport } from '../chunkReload';
import { retryableOnce } from '../retryableOnce';

/**
 * TanStack Query's core in the browser, loaded after the first paint (decision 0070). The page
 * hydrates from the loaders' data without it; it arrives at the first idle moment after hydration,
 * or at once when something needs it (a query with nothing to show, a mutation, a cache write).
 * On the server and in tests the real `@tanstack/react-query` runs and none of this is used.
 */
export type QueryCore = typeof QueryCoreModule;

let core: QueryCore | null = null;
// A failed chunk reloads the page, at most once a minute (spec section 4, lib/chunkReload); one
// that does not is fetched again by the next call.
const fetchCore = () =>
  guardedImport(() => import('@tanstack/query-core'))().then((module) => {
    installQueryCore(module);
    return module;
  });
let fetchCoreOnce = retryableOnce(fetchCore);
const waiting = new Set<(core: QueryCore) => void>();

/** The core if it is already here. */
export function queryCoreNow(): QueryCore | null {
  return core;
}

/** Makes the core available; routes that need it for their first paint (admin, creator) install it before hydrating. */
export function installQueryCore(module: QueryCore): void {
  if (core) return;
  core = module;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback(module);
}

/** Fetches the core once; a failed fetch (network, a deploy replaced the chunk) is tried again on the next call. */
export function loadQueryCore(): Promise<QueryCore> {
  return core ? Promise.resolve(core) : fetchCoreOnce();
}

/** Calls back once the core is here (at once if it is); returns how to stop waiting. */
export function onQueryCore(callback: (core: QueryCore) => void): () => void {
  if (core) {
    callback(core);
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** For the facade's tests: back to the state of a page that has not loaded the core. */
export function forgetQueryCoreForTests(): void {
  core = null;
  fetchCoreOnce = retryableOnce(fetchCore);
  waiting.clear();
}
