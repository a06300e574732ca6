/** Names of the storefront's own cookies (the domain package names the shared ones). */
export const TOKEN_COOKIE = 'salon_token';
/** The login lasts as long as the API's token (AUTH_TOKEN_TTL_DAYS defaults to 30). */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Browser-side paths of the storefront's session actions and API proxy. */
export const SESSION_PATH = { LOGIN: '/session/login', LOGOUT: '/session/logout' } as const;
