/** How long the browser may put idle work off when it is never idle (a busy phone). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` at the browser's next idle moment (at most 2 s later); returns how to cancel it.
 * For code the first paint does not need, fetched once the page has hydrated (decision 0070).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 0);
  return () => window.clearTimeout(timer);
}
