/**
 * `load` run once and its promise kept, so every caller waits for the same fetch; a rejection is
 * forgotten, so the next call tries again (a chunk or module that failed over a bad connection, or
 * one a deploy replaced). The lazy parts of the page load through it: TanStack's core, the API's
 * code, the write-failure words and preloadable components (decisions 0069-0071).
 */
export function retryableOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let pending: Promise<Value> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
