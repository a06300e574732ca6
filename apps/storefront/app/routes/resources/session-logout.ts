import { createApiClient, createSalonApi } from '@salon/api-client/http';
import type { Route } from './+types/session-logout';
import { apiFetchFor } from '../../lib/apiCall.server';
import { storefrontConfig } from '../../lib/config.server';
import { rejectCrossSiteRequest } from '../../lib/securityHeaders.server';
import { parseCookies } from '../../lib/cookies';
import { sessionToken } from '../../lib/session';
import { clearedTokenCookie } from '../../lib/sessionCookie.server';
import { postOnly } from '../../lib/postOnly.server';

export const loader = postOnly;

/** POST: revokes the token at the API (best effort) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  // Login CSRF: another site must not be able to sign a visitor in or out.
  const refused = rejectCrossSiteRequest(request);
  if (refused) return refused;
  const config = storefrontConfig();
  const token = sessionToken(parseCookies(request.headers.get('Cookie')));
  if (token) {
    const api = createSalonApi(createApiClient({ baseUrl: config.apiOrigin, getLanguage: () => 'et', getToken: () => token, fetch: apiFetchFor(request, context) }));
    await api.auth.logout().catch(() => undefined);
  }
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': clearedTokenCookie(request) } });
}
