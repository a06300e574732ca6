/**
 * Server configuration from the environment. API_ORIGIN is where server-side calls to /api go
 * (the "host prefix"); ALLOWED_HOSTS lists the Host headers this storefront expects.
 */
export const DEVELOPMENT_API_ORIGIN = 'http://127.0.0.1:4000';
/** The API's default in development; the API may be configured with another salt. */
export const DEVELOPMENT_NONCE_SALT = '';

export interface StorefrontConfig {
  apiOrigin: string;
  allowedHosts: readonly string[];
  nonceSalt: string;
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
  return { apiOrigin, allowedHosts, nonceSalt: env.REQUEST_SIGNING_SALT ?? DEVELOPMENT_NONCE_SALT, isProduction };
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
