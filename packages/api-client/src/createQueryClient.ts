import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isAbortError } from './latestOnly';
import { queryTiming } from './queryTiming';

export interface QueryClientOptions {
  /**
   * Called for failed queries and mutations that should reach the user or error reporting.
   * Cancellations (a newer line PUT aborting an older one) are rethrown to the caller but never
   * reported here.
   */
  onError?: (error: unknown) => void;
  /**
   * Whether new data keeps the unchanged parts of the old (TanStack's structural sharing, on by
   * default): in a browser it spares re-renders after a refetch. A server's client lives for one
   * render, where it only costs: it deep-copies every answer written over another and so breaks the
   * identity of shared, already-prepared answers.
   */
  structuralSharing?: boolean;
}

/** True for errors that are part of normal operation and must not be surfaced. */
export function isSilentError(error: unknown): boolean {
  return isAbortError(error);
}

/**
 * A QueryClient with the spec's defaults (stale 60 s, no refetch on focus, no retries).
 * Create one per server request and one per browser page, never a module-level singleton,
 * so users never see each other's data.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const defaults = queryTiming('DEFAULT');
  const report = (error: unknown) => {
    if (!isSilentError(error)) options.onError?.(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: options.structuralSharing === false ? { ...defaults, structuralSharing: false } : defaults,
      mutations: { retry: 0 },
    },
  });
}
