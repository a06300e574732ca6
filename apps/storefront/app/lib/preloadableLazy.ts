import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { guardedImport } from './chunkReload';
import { retryableOnce } from './retryableOnce';

type Module<T> = { default: T };

/**
 * React.lazy whose chunk can be fetched before React first renders it (`preload()`), and which
 * renders synchronously once fetched. A plain lazy component suspends at least once even when
 * its chunk is already in the module cache; for server-rendered content that suspension keeps a
 * dehydrated Suspense boundary, and any ordinary update reaching it before it hydrates (the
 * first-visit delivery-country modal, for one) makes React client-render it: the content blinks
 * out and back, which Lighthouse counts as a large layout shift. entry.client.tsx preloads the
 * chunks of the content the server rendered, so the boundaries hydrate in the first pass.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component with any props
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<Module<T>>): LazyExoticComponent<T> & { preload: () => Promise<Module<T>> } {
  let loaded: Module<T> | undefined;
  // A failed chunk goes through the reload guard (lib/chunkReload.ts); a failure it does not
  // reload for is forgotten, so that a later render tries the chunk again.
  const guarded = guardedImport(load);
  const preload = retryableOnce(() => guarded().then((module) => (loaded = module)));
  // A thenable that calls back at once: React's lazy initializer then marks the component resolved
  // in the same render instead of suspending.
  const component = lazy(() => (loaded ? ({ then: (resolve: (module: Module<T>) => void) => resolve(loaded!) } as unknown as Promise<Module<T>>) : preload()));
  return Object.assign(component, { preload });
}
