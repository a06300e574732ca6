/** Storefront pages of a social login (docs/decisions/0043-social-login.md); the callback is registered with each provider. */
export const socialStartPath = (provider: string, next: string) => `/auth/social/${provider}?next=${encodeURIComponent(next)}`;

/** Query parameters the callback adds to the page it returns to, read once by useSocialLoginReturn. */
export const SOCIAL_RETURN_PARAM = { ERROR: 'social_error', PROVIDER: 'social_provider', DONE: 'social_login' } as const;

