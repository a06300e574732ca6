import { describe, expect, it } from 'vitest';
import { createQueryClient } from './createQueryClient';
import { queryTiming } from './queryTiming';

describe('queryTiming', () => {
  it('maps the scheme settings: stale 5 min, kept 15 min, 2 retries doubling from 1 s capped at 30 s, no refetches', () => {
    const options = queryTiming('SCHEME');
    expect(options).toMatchObject({
      staleTime: 300_000,
      gcTime: 900_000,
      retry: 2,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
    expect([0, 1, 2, 5, 10].map((attempt) => options.retryDelay!(attempt))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('maps campaign existence: stale 600000 ms, kept 1800000 ms', () => {
    expect(queryTiming('CAMPAIGN_EXISTENCE')).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000, retry: 2 });
  });

  it('maps categories: stale 10 min, kept 30 min, 2 retries capped at 30 s', () => {
    const options = queryTiming('CATEGORIES');
    expect(options).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000, retry: 2 });
    expect(options.retryDelay!(20)).toBe(30_000);
  });

  it('gives the default client stale 60 s, no retries, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(60_000);
    expect(defaults.retry).toBe(0);
    expect(defaults.refetchOnWindowFocus).toBe(false);
  });
});
