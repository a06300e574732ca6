import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { COOKIE_NAME, CONTENT_VERSION_CHECK_MS, SEARCH_QUERY_PARAM, MS_PER_SECOND, SERVER_CACHE_MAX_ENTRIES, SERVER_CACHE_MAX_ENTRY_BYTES } from '@salon/domain';
import { signingHeaders } from './apiCall.server';
import { storefrontConfig } from './config.server';
import { parseCookies } from './cookies';
import { isDocumentRequest } from './locale';
import { TOKEN_COOKIE } from './session';

/**
 * The short cache of whole anonymous pages (issue 18 item 4, docs/decisions/0050): a page that
 * is the same for every visitor without a login, at the same address, host, language and
 * delivery country, is rendered once and served from memory for a few seconds. Only server.mjs
 * uses it (anonymousPageCacheMiddleware); the /api proxy empties it after a write.
 */

/** A page waits this long at most for the content version; then it is rendered as if uncached. */
const CONTENT_VERSION_TIMEOUT_MS = 2 * MS_PER_SECOND;

/** Paths that are never kept: the proxy, sessions, sign-in, staff, checkout and account pages, files. */
const UNCACHED_PREFIXES = ['/api/', '/media/', '/session/', '/auth/', '/admin', '/order', '/account', '/texts/', '/healthz', '/robots.txt', '/sitemap.xml'];

/** Response headers a kept page repeats; everything else (length, encoding, date) is the server's per response. */
const KEPT_HEADERS = new Set(['content-type', 'content-security-policy', 'cache-control', 'referrer-policy', 'permissions-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy', 'set-cookie', 'link']);

interface RequestLike {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/**
 * What a page depends on, as the key of its copy; null when it must be rendered for this request
 * alone: not a GET, a login cookie or Authorization header (a customer's prices, a staff
 * member's editing tools), or a path that is never kept. The inputs are those the loaders read:
 * the address, the host (the domain decides the language), the proxy's scheme (Secure cookies),
 * the language and delivery-country cookies and whether it is a document request.
 */
export function anonymousPageKey(request: RequestLike): string | null {
  if (request.method !== 'GET' || !request.url) return null;
  const path = request.url.split('?')[0]!;
  if (UNCACHED_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  // Every search is counted by the API (popular searches): a kept result page would not count.
  if (new URLSearchParams(request.url.slice(path.length)).has(SEARCH_QUERY_PARAM)) return null;
  if (request.headers.authorization) return null;
  const cookies = parseCookies(header(request.headers, 'cookie'));
  if (cookies[TOKEN_COOKIE]) return null;
  const isDocument = isDocumentRequest({ method: request.method, headers: { get: (name) => header(request.headers, name.toLowerCase()) || null } });
  return [
    request.url,
    header(request.headers, 'host'),
    header(request.headers, 'x-forwarded-proto'),
    cookies[COOKIE_NAME.LOCALE] ?? '',
    cookies[COOKIE_NAME.DELIVERY_COUNTRY] ?? '',
    isDocument ? 'document' : 'data',
  ].join('\n');
}

export interface KeptPage {
  headers: [string, string | string[]][];
  body: Buffer;
  /** Compressed once when kept, so a hit costs no compression. */
  gzip: Buffer;
  contentVersion: string | null;
}

export interface PageCacheOptions {
  ttlSeconds: number;
  /** The API's content version (GET /api/v1/content-version/); null when it cannot be asked. */
  fetchContentVersion: () => Promise<string | null>;
  now?: () => number;
}

export interface PageCache {
  readonly enabled: boolean;
  /** The content version to tag a page with; asks the API at most once per CONTENT_VERSION_CHECK_MS, and empties the cache when it moved. */
  currentVersion(): Promise<string | null>;
  get(key: string, version: string | null): KeptPage | undefined;
  keep(key: string, page: KeptPage): void;
  /** After a write through this storefront: nothing kept may outlive it. */
  clear(): void;
  /** Counts clear(): a page whose render began before a clear is not kept. */
  clears(): number;
}

export function createPageCache({ ttlSeconds, fetchContentVersion, now = Date.now }: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, KeptPage>({
    max: SERVER_CACHE_MAX_ENTRIES,
    ttl: Math.max(1, ttlSeconds) * MS_PER_SECOND,
    updateAgeOnGet: false,
    perf: { now },
  });
  let known: { version: string | null; checkedAt: number } | null = null;
  let asking: Promise<string | null> | null = null;
  // Bumped by clear(): a page rendered before a write must not be kept after it.
  let clears = 0;

  const currentVersion = async (): Promise<string | null> => {
    if (known && now() - known.checkedAt < CONTENT_VERSION_CHECK_MS) return known.version;
    asking ??= fetchContentVersion()
      .catch(() => null)
      .then((version) => {
        // The API unreachable: keep the last version (pages expire anyway) rather than serve nothing.
        const next = version ?? known?.version ?? null;
        if (known && next !== known.version) pages.clear();
        known = { version: next, checkedAt: now() };
        return next;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  };

  return {
    enabled: ttlSeconds > 0,
    currentVersion,
    get(key, version) {
      const page = pages.get(key);
      return page && page.contentVersion === version ? page : undefined;
    },
    keep(key, page) {
      if (page.body.length <= SERVER_CACHE_MAX_ENTRY_BYTES) pages.set(key, page);
    },
    clear() {
      clears += 1;
      pages.clear();
      // The write moved the API's content version: ask for the new one before tagging pages again.
      known = null;
    },
    clears: () => clears,
  };
}

/** Only the language cookie may be set on a kept page: it follows from the key (the address and the cookie sent). */
function keepableCookies(value: string | string[] | number | undefined): boolean {
  if (value === undefined) return true;
  const cookies = Array.isArray(value) ? value : [String(value)];
  return cookies.every((cookie) => cookie.startsWith(`${COOKIE_NAME.LOCALE}=`));
}

function keepable(res: ServerResponse): boolean {
  if (res.statusCode !== 200) return false;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (/no-store|private/.test(cacheControl)) return false;
  const type = String(res.getHeader('content-type') ?? '');
  if (!type.startsWith('text/html') && !type.startsWith('text/x-script')) return false;
  return keepableCookies(res.getHeader('set-cookie') as string | string[] | undefined);
}

/**
 * Express middleware (server.mjs), placed after compression: serves a kept page, or lets the
 * request through and keeps what it wrote when the answer may be shared. A kept page is served
 * with the CSP nonce it was rendered with: the nonce only guards that exact HTML, which holds
 * nothing of one visitor and cannot change while kept (decision 0050).
 */
export function anonymousPageCacheMiddleware(cache: PageCache) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!cache.enabled) return next();
    const key = anonymousPageKey(req);
    if (key === null) return next();
    cache.currentVersion().then(
      (version) => {
        const kept = cache.get(key, version);
        if (kept) return send(req, res, kept);
        capture(res, key, version, cache);
        next();
      },
      () => next(),
    );
  };
}

function send(req: IncomingMessage, res: ServerResponse, page: KeptPage) {
  res.statusCode = 200;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('X-Page-Cache', 'hit');
  res.setHeader('Vary', 'Accept-Encoding');
  const acceptsGzip = /\bgzip\b/.test(header(req.headers, 'accept-encoding'));
  const body = acceptsGzip ? page.gzip : page.body;
  // A set Content-Encoding makes the compression middleware pass the body through untouched.
  res.setHeader('Content-Encoding', acceptsGzip ? 'gzip' : 'identity');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function capture(res: ServerResponse, key: string, version: string | null, cache: PageCache) {
  const clearsAtStart = cache.clears();
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || overflow) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > SERVER_CACHE_MAX_ENTRY_BYTES) overflow = true;
    else chunks.push(buffer);
  };
  res.setHeader('X-Page-Cache', 'miss');
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    if (!overflow && keepable(res) && cache.clears() === clearsAtStart) {
      const body = Buffer.concat(chunks);
      const headers = Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string | string[]][] =>
        KEPT_HEADERS.has(name) && value !== undefined ? [[name, Array.isArray(value) ? value : String(value)]] : [],
      );
      cache.keep(key, { headers, body, gzip: gzipSync(body), contentVersion: version });
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}

let shared: PageCache | null = null;

/** This server's page cache, configured from the environment on first use. */
export function anonymousPages(): PageCache {
  shared ??= createPageCache({ ttlSeconds: storefrontConfig().pageCacheSeconds, fetchContentVersion: fetchApiContentVersion });
  return shared;
}

async function fetchApiContentVersion(): Promise<string | null> {
  const config = storefrontConfig();
  const response = await fetch(`${config.apiOrigin}/api/v1/content-version/`, { headers: signingHeaders(config.signingSalt), signal: AbortSignal.timeout(CONTENT_VERSION_TIMEOUT_MS) });
  if (!response.ok) return null;
  const body = (await response.json()) as { version?: unknown };
  return typeof body.version === 'string' ? body.version : null;
}
