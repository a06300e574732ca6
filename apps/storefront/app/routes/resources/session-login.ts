import { ApiError, createApiClient, createSalonApi } from '@salon/api-client';
import type { Route } from './+types/session-login';
import { storefrontConfig } from '../../lib/config.server';
import { rejectCrossSiteRequest } from '../../lib/securityHeaders.server';
import { serializeCookie } from '../../lib/cookies';
import { forwardedFor } from '../../lib/proxy.server';
import { TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS } from '../../lib/session';

/**
 * POST {email, password}: logs in at the API and keeps the token in an httpOnly cookie, so
 * scripts never hold it. Answers the API's error body unchanged on failure.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Login CSRF: another site must not be able to sign a visitor in or out.
  const refused = rejectCrossSiteRequest(request);
  if (refused) return refused;
  const config = storefrontConfig();
  const body = (await request.json().catch(() => ({}))) as { email?: unknown; password?: unknown };
  // The API throttles failed logins per client address: it must see the shopper's, not ours.
  const xForwardedFor = forwardedFor(request.headers.get('X-Forwarded-For'), context.clientAddress);
  const withClientAddress: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (xForwardedFor) headers.set('X-Forwarded-For', xForwardedFor);
    return fetch(input, { ...init, headers });
  };
  const api = createSalonApi(
    createApiClient({ baseUrl: config.apiOrigin, getLanguage: () => request.headers.get('Accept-Language') ?? 'et', nonceSalt: config.nonceSalt, fetch: withClientAddress }),
  );
  try {
    const { key } = await api.auth.login({ email: String(body.email ?? ''), password: String(body.password ?? '') });
    const secure = new URL(request.url).protocol === 'https:';
    return Response.json(
      { ok: true },
      { headers: { 'Set-Cookie': serializeCookie(TOKEN_COOKIE, key, { httpOnly: true, secure, sameSite: 'Lax', maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS }) } },
    );
  } catch (error) {
    if (error instanceof ApiError) {
      return Response.json({ code: error.code, message: error.message, errors: error.fieldErrors }, { status: error.status });
    }
    throw error;
  }
}
