/**
 * Runs one request per key at a time: starting a new one aborts the previous, as the spec
 * asks for order-line PUTs (a newer call cancels the older, silently).
 */
export function createLatestOnly() {
  const controllers = new Map<string, AbortController>();
  return async function latestOnly<T>(key: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    controllers.get(key)?.abort();
    const controller = new AbortController();
    controllers.set(key, controller);
    try {
      return await run(controller.signal);
    } finally {
      if (controllers.get(key) === controller) controllers.delete(key);
    }
  };
}

/** True for the rejection of a request that was cancelled on purpose. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
