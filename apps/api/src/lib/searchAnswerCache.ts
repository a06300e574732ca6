import { LRUCache } from 'lru-cache';
import { MS_PER_SECOND, SERVER_CACHE_MAX_ENTRIES } from '@salon/domain';
import type { Viewer } from '../context';
import type { ContentVersion } from './contentVersion';

/** How an answer was served: from this process's cache, built and kept, or built for this viewer only. */
export type SearchCacheOutcome = 'hit' | 'miss' | 'bypass';

interface KeptAnswer<T> {
  version: string;
  answer: T;
  /** The answer as JSON, made once: a hit sends it without serialising the cards again. */
  body: string;
}

/** Bytes of JSON kept at most (next to SERVER_CACHE_MAX_ENTRIES answers): 500 pages of 100 cards would be about 75 MB. */
const MAX_KEPT_BYTES = 20_000_000;

export interface SearchAnswerCache {
  /**
   * The answer for this viewer and key: a kept one when the viewer is anonymous and the content
   * version has not moved since it was built, else `build()` (kept for the next anonymous viewer
   * with the same key). Logged-in viewers always get `build()` and nothing of theirs is kept.
   */
  answer<T extends object>(viewer: Viewer, key: string, build: () => Promise<T>): Promise<{ answer: T; body: string; outcome: SearchCacheOutcome }>;
}

/**
 * One API process's cache of anonymous search answers (docs/decisions/0057). The key is made by
 * the caller from everything the answer depends on apart from the viewer; the viewer's language,
 * delivery country and client group are added here. Only anonymous viewers share answers:
 * a logged-in viewer's cards depend on their active customer (client group, saved delivery
 * country), so their answers are never kept nor served from the cache.
 *
 * Invalidation is the public cache's (lib/publicCache.ts, decision 0050): every write that may
 * change what visitors see moves the content version, and an answer built under another version is
 * not served; another API process's write is seen within CONTENT_VERSION_CHECK_MS. Answers are
 * kept at most `ttlSeconds` (0 = nothing is kept).
 */
export function createSearchAnswerCache(options: { ttlSeconds: number; version: ContentVersion }): SearchAnswerCache {
  const enabled = options.ttlSeconds > 0;
  const kept = new LRUCache<string, KeptAnswer<object>>({
    max: SERVER_CACHE_MAX_ENTRIES,
    maxSize: MAX_KEPT_BYTES,
    // JavaScript strings: 2 bytes per code unit at most.
    sizeCalculation: (entry) => Math.max(1, entry.body.length * 2),
    ttl: Math.max(1, options.ttlSeconds) * MS_PER_SECOND,
    // Reading an entry must not make it live longer: the lifetime bounds its staleness.
    updateAgeOnGet: false,
  });

  return {
    async answer<T extends object>(viewer: Viewer, key: string, build: () => Promise<T>) {
      if (!enabled || viewer.user !== null) {
        const answer = await build();
        return { answer, body: JSON.stringify(answer), outcome: 'bypass' as const };
      }
      const fullKey = JSON.stringify([viewer.locale, viewer.deliveryCountryId, viewer.clientGroup, key]);
      // Taken before the answer is built: a write while it is built leaves it under the old version.
      const version = await options.version.current();
      const found = kept.get(fullKey);
      if (found && found.version === version) return { answer: found.answer as T, body: found.body, outcome: 'hit' as const };
      const answer = await build();
      const body = JSON.stringify(answer);
      // An entry larger than maxSize is refused by the cache itself.
      kept.set(fullKey, { version, answer, body });
      return { answer, body, outcome: 'miss' as const };
    },
  };
}
