import { loadQueryCore } from './queryCore';

/** How long the browser may put the core off when it is never idle (a busy phone). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Fetches TanStack's core at the first idle moment after hydration (decision 0070): the page
 * works from the loaders' data until then, and its main thread is spared the core's evaluation
 * while React hydrates. A failed fetch is tried again by whatever needs the core next.
 */
export function loadQueryCoreWhenIdle(): () => void {
  const load = () => void loadQueryCore().catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 0);
  return () => window.clearTimeout(timer);
}
