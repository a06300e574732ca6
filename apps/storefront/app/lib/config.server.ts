/**
 * Server configuration from the environment. API_ORIGIN is where server-side calls to /api go
 * (the "host prefix"); ALLOWED_HOSTS lists the Host headers this storefront expects;
 * REQUEST_SIGNING_SALT signs this server's API calls (never sent to browsers);
 * PUBLIC_ORIGIN is the site's address in robots.txt and the sitemap; STOREFRONT_TRUST_PROXY
 * is how many reverse proxies in front of the storefront set X-Forwarded-Proto.
 */
import { ANONYMOUS_PAGE_CACHE_SECONDS } from '@salon/domain';

const DEVELOPMENT_API_ORIGIN = 'http://127.0.0.1:4000';
/** The API's default in development; the API may be configured with another salt. */
const DEVELOPMENT_NONCE_SALT = '';
/** Where `react-router dev` and `npm start` serve (PORT, default 3000). */
const developmentPublicOrigin = (port: string | undefined) => `http://localhost:${port || 3000}`;

export interface StorefrontConfig {
  apiOrigin: string;
  allowedHosts: readonly string[];
  /** The REQUEST_SIGNING_SALT: server-side only, it signs every call this server makes to the API. */
  signingSalt: string;
  /** scheme://host[:port] of the public site, without a trailing slash. */
  publicOrigin: string;
  /** Reverse proxies in front of us whose X-Forwarded-Proto is believed (0: none). */
  trustProxyHops: number;
  /**
   * ANALYTICS_CONTAINER_ID, a Google Tag Manager container (GTM-XXXX); null (the default) = no
   * analytics at all. With it the cookie prompt asks on every first visit and the container
   * loads only after consent (docs/decisions/0036-consent-before-tracking.md).
   */
  analyticsContainerId: string | null;
  /**
   * PAGE_CACHE_SECONDS: how long a whole anonymous page is kept (lib/pageCache.server.ts, decision
   * 0050); 0 = never. Production defaults to ANONYMOUS_PAGE_CACHE_SECONDS, development to 0 (code changes).
   */
  pageCacheSeconds: number;
  /** SHARED_ANSWERS_SECONDS: the same for the parsed shared API answers (lib/sharedApiAnswers.server.ts). */
  sharedAnswersSeconds: number;
  isProduction: boolean;
}

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Only development (react-router dev) and tests may fall back to the local API. */
const LOCAL_ENVIRONMENTS: readonly (string | undefined)[] = ['development', 'test'];

export function readStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  const isProduction = env.NODE_ENV === 'production';
  const rawOrigin = env.API_ORIGIN?.trim();
  // Spec section 8: missing host configuration throws at start-up. Outside development and tests
  // (production, staging, or NODE_ENV unset on a server) there is no safe default to fall back to.
  if (!rawOrigin && !LOCAL_ENVIRONMENTS.includes(env.NODE_ENV)) {
    throw new ConfigurationError(
      `API_ORIGIN is not set (NODE_ENV=${env.NODE_ENV ?? 'unset'}). The storefront cannot reach the API without it: set API_ORIGIN to the API base URL (e.g. API_ORIGIN=http://127.0.0.1:4000) and start again. Only NODE_ENV=development or test fall back to ${DEVELOPMENT_API_ORIGIN}.`,
    );
  }
  const apiOrigin = (rawOrigin || DEVELOPMENT_API_ORIGIN).replace(/\/+$/, '');
  try {
    new URL(apiOrigin);
  } catch {
    throw new ConfigurationError(`API_ORIGIN must be an absolute URL such as http://127.0.0.1:4000, got "${apiOrigin}".`);
  }
  const allowedHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  // As in apps/api (0010): production must not fall back to the development salt silently.
  if (isProduction && env.REQUEST_SIGNING_SALT === undefined) {
    throw new ConfigurationError('REQUEST_SIGNING_SALT is not set (NODE_ENV=production). Set it to the same value as the API\'s, so the storefront server can sign its API calls.');
  }
  return {
    apiOrigin,
    allowedHosts,
    signingSalt: env.REQUEST_SIGNING_SALT ?? DEVELOPMENT_NONCE_SALT,
    publicOrigin: readPublicOrigin(env, isProduction),
    trustProxyHops: readTrustProxyHops(env.STOREFRONT_TRUST_PROXY),
    analyticsContainerId: readAnalyticsContainerId(env.ANALYTICS_CONTAINER_ID),
    pageCacheSeconds: readCacheSeconds('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, isProduction),
    sharedAnswersSeconds: readCacheSeconds('SHARED_ANSWERS_SECONDS', env.SHARED_ANSWERS_SECONDS, isProduction),
    isProduction,
  };
}

function readCacheSeconds(name: string, raw: string | undefined, isProduction: boolean): number {
  const value = raw?.trim() ?? '';
  if (value === '') return isProduction ? ANONYMOUS_PAGE_CACHE_SECONDS : 0;
  if (!/^\d{1,5}$/.test(value)) throw new ConfigurationError(`${name} must be a whole number of seconds (0 = off), got "${raw}".`);
  return Number(value);
}

/** A GTM container id or nothing: the id goes into a script URL, so anything else is refused at start-up. */
function readAnalyticsContainerId(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(value)) throw new ConfigurationError(`ANALYTICS_CONTAINER_ID must be a Google Tag Manager container id such as GTM-AB12CD3, got "${raw}".`);
  return value;
}

/**
 * robots.txt and the sitemap name absolute URLs; taking them from the Host header would let any
 * client put its own host there (and into caches). Production must say where the site lives.
 */
function readPublicOrigin(env: NodeJS.ProcessEnv, isProduction: boolean): string {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (!raw) {
    if (isProduction) throw new ConfigurationError('PUBLIC_ORIGIN is not set (NODE_ENV=production). Set it to the public address of the shop, e.g. PUBLIC_ORIGIN=https://www.salon.ee.');
    return developmentPublicOrigin(env.PORT);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigurationError(`PUBLIC_ORIGIN must be an absolute URL such as https://www.salon.ee, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigurationError(`PUBLIC_ORIGIN must be an http(s) URL, got "${raw}".`);
  return url.origin;
}

/** "1" or "true": one proxy; a number: that many; unset, "0" or "false": none. */
function readTrustProxyHops(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new ConfigurationError(`STOREFRONT_TRUST_PROXY must be a number of proxies (0, 1, 2...) or true/false, got "${raw}".`);
  return hops;
}

/**
 * True when the Host is on the allowed list (port ignored; "*.example.ee" matches subdomains).
 * An empty list allows every host.
 */
export function isAllowedHost(host: string | null, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return true;
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return allowedHosts.some((allowed) => (allowed.startsWith('*.') ? name.endsWith(allowed.slice(1)) : name === allowed));
}

let cached: StorefrontConfig | undefined;
/** Read once per process; entry.server calls this at start-up so bad configuration stops it. */
export function storefrontConfig(): StorefrontConfig {
  cached ??= readStorefrontConfig();
  return cached;
}

const warnedHosts = new Set<string>();
/** A request for an unexpected Host only logs a warning (once per host), it is still served. */
export function warnOnUnknownHost(host: string | null, config: StorefrontConfig = storefrontConfig()): void {
  if (isAllowedHost(host, config.allowedHosts)) return;
  const key = host ?? '(none)';
  if (warnedHosts.has(key)) return;
  warnedHosts.add(key);
  console.warn(`[storefront] Request for host "${key}" which is not in ALLOWED_HOSTS (${config.allowedHosts.join(', ')}).`);
}
