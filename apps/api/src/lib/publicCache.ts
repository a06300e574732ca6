import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { MS_PER_SECOND, SERVER_CACHE_MAX_ENTRIES, SERVER_CACHE_MAX_ENTRY_BYTES, SHARED_CONTENT_HEADER, SHARED_CONTENT_UNCHANGED, isSharedPublicApiPath, writeChangesSharedContent } from '@salon/domain';
import type { AppEnv } from '../context';
import type { ContentVersion } from './contentVersion';

interface CachedAnswer {
  version: string;
  body: string;
  etag: string;
  headers: [string, string][];
}

/** Headers of the first answer that a cached copy repeats (the security headers are set anew). */
const REPEATED_HEADERS = ['content-type', 'cache-control'];
/** Browsers and the storefront may keep an answer but must ask again (ETag) before using it. */
const SHARED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const VARY = 'Authorization, Accept-Language, Delivery-Country';


/**
 * One API process's cache of shared anonymous answers (docs/decisions/0050). Any successful
 * POST, PUT, PATCH or DELETE not known to touch one visitor's own data only
 * (writeChangesSharedContent) moves the content version, which makes every kept answer stale, in
 * every API process on the database within CONTENT_VERSION_CHECK_MS (lib/contentVersion.ts):
 * coarse, but no such write can leave a stale answer behind, whichever table it touched. Answers are
 * kept at most `ttlSeconds` (publish windows move with the clock, not with a write). The ETag
 * lets a browser or the storefront revalidate with If-None-Match and get a 304 without a body.
 */
export function createPublicCache(options: { ttlSeconds: number; apiPrefix: string; version: ContentVersion }): MiddlewareHandler<AppEnv> {
  const answers = new LRUCache<string, CachedAnswer>({
    max: SERVER_CACHE_MAX_ENTRIES,
    ttl: Math.max(1, options.ttlSeconds) * MS_PER_SECOND,
    // Reading an entry must not make it live longer: the lifetime bounds its staleness.
    updateAgeOnGet: false,
  });
  const enabled = options.ttlSeconds > 0;

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      const inApi = c.req.path.startsWith(`${options.apiPrefix}/`);
      // Webhooks (outside the prefix) settle payments: shared like any write not known to be private.
      if (c.res.status < 400 && (!inApi || writeChangesSharedContent(c.req.path.slice(options.apiPrefix.length), c.res.headers.get(SHARED_CONTENT_HEADER)))) {
        // Awaited before the answer leaves: the writer's next read must find the new version.
        await options.version.bump();
        answers.clear();
      }
      return;
    }
    if (!c.req.path.startsWith(`${options.apiPrefix}/`)) return next();
    const path = c.req.path.slice(options.apiPrefix.length);
    if (!enabled || c.req.header('Authorization') || !isSharedPublicApiPath(path)) return next();

    const key = [c.req.url.slice(c.req.url.indexOf(options.apiPrefix)), c.req.header('Accept-Language') ?? '', c.req.header('Delivery-Country') ?? ''].join('\n');
    // Taken before the answer is built: a write while it is built leaves it under the old version.
    const current = await options.version.current();
    const kept = answers.get(key);
    if (kept && kept.version === current) {
      c.header('ETag', kept.etag);
      c.header('Vary', VARY);
      c.header('X-Api-Cache', 'hit');
      if (matchesEtag(c.req.header('If-None-Match'), kept.etag)) return c.body(null, 304);
      for (const [name, value] of kept.headers) c.header(name, value);
      return c.body(kept.body, 200);
    }

    await next();
    if (c.res.status !== 200 || !(c.res.headers.get('Content-Type') ?? '').includes('application/json')) return;
    const body = await c.res.clone().text();
    const etag = `"${createHash('sha256').update(current).update('\n').update(body).digest('base64url').slice(0, 22)}"`;
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', SHARED_CACHE_CONTROL);
    c.res.headers.set('ETag', etag);
    c.res.headers.set('Vary', VARY);
    c.res.headers.set('X-Api-Cache', 'miss');
    if (body.length <= SERVER_CACHE_MAX_ENTRY_BYTES) {
      const headers = REPEATED_HEADERS.flatMap((name): [string, string][] => {
        const value = c.res.headers.get(name);
        return value === null ? [] : [[name, value]];
      });
      answers.set(key, { version: current, body, etag, headers });
    }
    if (matchesEtag(c.req.header('If-None-Match'), etag)) c.res = new Response(null, { status: 304, headers: c.res.headers });
  };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag || candidate.trim() === '*');
}

/**
 * Marks this write's answer as touching only one visitor's own data (a draft cart), so that
 * neither this cache nor the storefront's page cache is emptied by it (decision 0082).
 */
export function keepsSharedContent(c: Context): void {
  c.header(SHARED_CONTENT_HEADER, SHARED_CONTENT_UNCHANGED);
}
