import { MS_PER_MINUTE, MS_PER_SECOND } from './units';

/**
 * TanStack Query settings per data kind (all durations in ms). retryDelayBaseMs/retryDelayMaxMs
 * feed exponentialRetryDelay: the delay doubles from the base and is capped at the max.
 */
export interface QueryCacheTiming {
  readonly staleTime: number;
  readonly gcTime?: number;
  readonly retry: number;
  readonly retryDelayBaseMs?: number;
  readonly retryDelayMaxMs?: number;
  readonly refetchOnWindowFocus: boolean;
  readonly refetchOnMount?: boolean;
  readonly refetchOnReconnect?: boolean;
}

export const RETRY_DELAY_BASE_MS = MS_PER_SECOND;
export const RETRY_DELAY_MAX_MS = 30 * MS_PER_SECOND;
const QUERY_RETRY_COUNT = 2;
/** Backoff multiplies the delay by this factor per attempt. */
export const RETRY_BACKOFF_FACTOR = 2;

export const QUERY_CACHE = {
  DEFAULT: {
    staleTime: MS_PER_MINUTE,
    retry: 0,
    refetchOnWindowFocus: false,
  },
  SCHEME: {
    staleTime: 5 * MS_PER_MINUTE,
    gcTime: 15 * MS_PER_MINUTE,
    retry: QUERY_RETRY_COUNT,
    retryDelayBaseMs: RETRY_DELAY_BASE_MS,
    retryDelayMaxMs: RETRY_DELAY_MAX_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  },
  BRANDS: {
    staleTime: 5 * MS_PER_MINUTE,
    gcTime: 10 * MS_PER_MINUTE,
    retry: QUERY_RETRY_COUNT,
    refetchOnWindowFocus: false,
  },
  CATEGORIES: {
    staleTime: 10 * MS_PER_MINUTE,
    gcTime: 30 * MS_PER_MINUTE,
    retry: QUERY_RETRY_COUNT,
    retryDelayBaseMs: RETRY_DELAY_BASE_MS,
    retryDelayMaxMs: RETRY_DELAY_MAX_MS,
    refetchOnWindowFocus: false,
  },
  CAMPAIGN_EXISTENCE: {
    staleTime: 600_000,
    gcTime: 1_800_000,
    retry: QUERY_RETRY_COUNT,
    retryDelayBaseMs: RETRY_DELAY_BASE_MS,
    retryDelayMaxMs: RETRY_DELAY_MAX_MS,
    refetchOnWindowFocus: false,
  },
  COMPONENTS: {
    staleTime: 10 * MS_PER_MINUTE,
    gcTime: 30 * MS_PER_MINUTE,
    retry: 0,
    refetchOnWindowFocus: false,
  },
} as const satisfies Record<string, QueryCacheTiming>;
export type QueryCacheKind = keyof typeof QUERY_CACHE;
