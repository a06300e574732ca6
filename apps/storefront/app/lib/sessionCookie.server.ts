import { storefrontConfig, type StorefrontConfig } from './config.server';
import { serializeCookie } from './cookies';
import { TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS } from './session';

type CookieConfig = Pick<StorefrontConfig, 'isProduction' | 'trustProxyHops'>;

/**
 * True when the browser reached us over https: the request URL says so, or a trusted reverse
 * proxy (STOREFRONT_TRUST_PROXY hops) says so in X-Forwarded-Proto. The entry of the outermost
 * trusted proxy is the hops-th from the right; entries further left are the client's own words.
 */
export function reachedOverHttps(request: Request, trustProxyHops: number): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (trustProxyHops < 1) return false;
  const entries = (request.headers.get('X-Forwarded-Proto') ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return (entries.at(-trustProxyHops) ?? entries[0]) === 'https';
}

/**
 * Whether the cookies we set get `Secure`. Production always: it is served over https, and
 * behind a TLS-terminating proxy the request URL says http (the bug this fixes). Browsers keep
 * Secure cookies on http://localhost and http://127.0.0.1 too (Chromium checked in
 * e2e/security.test.ts), so the production build still works on plain-http loopback in tests.
 * Outside production, Secure follows the connection.
 */
export function secureCookies(request: Request, config: CookieConfig = storefrontConfig()): boolean {
  return config.isProduction || reachedOverHttps(request, config.trustProxyHops);
}

/** The httpOnly login cookie holding the API token (0009). */
export function tokenCookie(request: Request, token: string, config?: CookieConfig): string {
  return serializeCookie(TOKEN_COOKIE, token, { httpOnly: true, secure: secureCookies(request, config), sameSite: 'Lax', maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS });
}

/** Clears the login cookie, with the same attributes it was set with. */
export function clearedTokenCookie(request: Request, config?: CookieConfig): string {
  return serializeCookie(TOKEN_COOKIE, '', { httpOnly: true, secure: secureCookies(request, config), sameSite: 'Lax', maxAgeSeconds: 0 });
}
