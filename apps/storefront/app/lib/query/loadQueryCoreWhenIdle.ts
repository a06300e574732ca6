import { whenIdle } from '../whenIdle';
import { loadQueryCore } from './queryCore';

/**
 * Fetches TanStack's core at the first idle moment after hydration (decision 0070): the page
 * works from the loaders' data until then, and its main thread is spared the core's evaluation
 * while React hydrates. A failed fetch is tried again by whatever needs the core next.
 */
export function loadQueryCoreWhenIdle(): () => void {
  return whenIdle(() => void loadQueryCore().catch(() => {}));
}
