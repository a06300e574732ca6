/** Names of the storefront's own cookies (the domain package names the shared ones). */
export const TOKEN_COOKIE = 'salon_token';
/** The login lasts as long as the API's token (AUTH_TOKEN_TTL_DAYS defaults to 30). */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Browser-side paths of the storefront's session actions and API proxy. */
export const SESSION_PATH = { LOGIN: '/session/login', LOGOUT: '/session/logout' } as const;

/** The API's login keys: 32 random bytes in hex. */
const SESSION_TOKEN = /^[0-9a-f]{64}$/;

/**
 * The login key of a request's cookies, or null. Anything else in the cookie (an old format, a
 * value with a line break) is not sent on: a header with a line break cannot even be built, and
 * every call of that browser failed with a 500.
 */
export function sessionToken(cookies: Readonly<Record<string, string>>): string | null {
  const token = cookies[TOKEN_COOKIE];
  return token && SESSION_TOKEN.test(token) ? token : null;
}
