import type { SharedAnswers } from '@salon/api-client';
import { MS_PER_SECOND, SERVER_CACHE_MAX_ENTRIES, isSharedPublicApiPath } from '@salon/domain';
import { LRUCache } from 'lru-cache';
import { storefrontConfig } from './config.server';
import { anonymousPages } from './pageCache.server';

const API_PREFIX = '/api/v1';

interface KeptAnswer {
  version: string | null;
  payload: unknown;
}

/**
 * Parsed API answers that every anonymous visitor shares (the categories, the placeholders, the
 * highlighted products...), kept by this server between requests (issue 18 item 4, decision
 * 0050): a render without a login then neither waits for them nor decodes and parses them again.
 * They are tagged with the API's content version, as the kept pages are, and last as long.
 * Kept answers are frozen: they are shared by every request, and a change would leak into others.
 */
export function createSharedApiAnswers(options: { ttlSeconds: number; currentVersion: () => Promise<string | null> }): SharedAnswers {
  const answers = new LRUCache<string, KeptAnswer>({ max: SERVER_CACHE_MAX_ENTRIES, ttl: Math.max(1, options.ttlSeconds) * MS_PER_SECOND, updateAgeOnGet: false });
  // The version seen when an answer was asked for, so it is kept under the version that was
  // current before the API built it (a write meanwhile leaves it stale, never wrong).
  const askedUnder = new Map<string, string | null>();
  const keyOf = (url: string, headers: Headers): string | null => {
    const { pathname, search } = new URL(url);
    if (!pathname.startsWith(`${API_PREFIX}/`) || !isSharedPublicApiPath(pathname.slice(API_PREFIX.length))) return null;
    return [pathname + search, headers.get('Accept-Language') ?? '', headers.get('Delivery-Country') ?? ''].join('\n');
  };
  return {
    async get(url, headers) {
      const key = keyOf(url, headers);
      if (key === null) return undefined;
      const version = await options.currentVersion();
      const kept = answers.get(key);
      if (kept && kept.version === version) return kept.payload;
      askedUnder.set(key, version);
      return undefined;
    },
    keep(url, headers, payload) {
      const key = keyOf(url, headers);
      if (key === null || !askedUnder.has(key)) return;
      const version = askedUnder.get(key)!;
      askedUnder.delete(key);
      answers.set(key, { version, payload: deepFreeze(payload) });
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

let shared: SharedAnswers | null | undefined;

/** This server's shared answers; null when they are off (SHARED_ANSWERS_SECONDS=0, development). */
export function sharedApiAnswers(): SharedAnswers | null {
  if (shared === undefined) {
    const ttlSeconds = storefrontConfig().sharedAnswersSeconds;
    shared = ttlSeconds > 0 ? createSharedApiAnswers({ ttlSeconds, currentVersion: () => anonymousPages().currentVersion() }) : null;
  }
  return shared;
}
