import { QUERY_CACHE, exponentialRetryDelay, type QueryCacheKind } from '@salon/domain';

/** The TanStack Query options of one data kind, from the spec's cache table (section 9). */
export interface QueryTimingOptions {
  staleTime: number;
  gcTime?: number;
  retry: number;
  retryDelay?: (attemptIndex: number) => number;
  refetchOnWindowFocus: boolean;
  refetchOnMount?: boolean;
  refetchOnReconnect?: boolean;
}

export function queryTiming(kind: QueryCacheKind): QueryTimingOptions {
  const timing: (typeof QUERY_CACHE)[QueryCacheKind] & {
    gcTime?: number;
    retryDelayBaseMs?: number;
    retryDelayMaxMs?: number;
    refetchOnMount?: boolean;
    refetchOnReconnect?: boolean;
  } = QUERY_CACHE[kind];
  const options: QueryTimingOptions = {
    staleTime: timing.staleTime,
    retry: timing.retry,
    refetchOnWindowFocus: timing.refetchOnWindowFocus,
  };
  if (timing.gcTime !== undefined) options.gcTime = timing.gcTime;
  if (timing.refetchOnMount !== undefined) options.refetchOnMount = timing.refetchOnMount;
  if (timing.refetchOnReconnect !== undefined) options.refetchOnReconnect = timing.refetchOnReconnect;
  if (timing.retryDelayBaseMs !== undefined) {
    const { retryDelayBaseMs: base, retryDelayMaxMs: max } = timing;
    options.retryDelay = (attemptIndex) => exponentialRetryDelay(attemptIndex, base, max);
  }
  return options;
}
