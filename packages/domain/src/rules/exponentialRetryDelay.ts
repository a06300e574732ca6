import { RETRY_BACKOFF_FACTOR, RETRY_DELAY_BASE_MS, RETRY_DELAY_MAX_MS } from '../constants/queryCache';

/** Delay before retry number attemptIndex (0-based): doubling from the base, capped at the max. */
export const exponentialRetryDelay = (
  attemptIndex: number,
  baseMs: number = RETRY_DELAY_BASE_MS,
  maxMs: number = RETRY_DELAY_MAX_MS,
): number => Math.min(baseMs * RETRY_BACKOFF_FACTOR ** Math.max(0, attemptIndex), maxMs);
