import { ApiError } from '@salon/api-client';
import { createApiClient, createSalonApi } from '@salon/api-client/http';
import type { Route } from './+types/session-login';
import { apiFetchFor } from '../../lib/apiCall.server';
import { boundedBody, payloadTooLarge } from '../../lib/boundedBody.server';
import { storefrontConfig } from '../../lib/config.server';
import { rejectCrossSiteRequest } from '../../lib/securityHeaders.server';
import { tokenCookie } from '../../lib/sessionCookie.server';
import { postOnly } from '../../lib/postOnly.server';

export const loader = postOnly;

/** An e-mail and a password; anything longer is not a login (the API caps both well below). */
const LOGIN_BODY_MAX_BYTES = 4096;

/**
 * POST {email, password}: logs in at the API and keeps the token in an httpOnly cookie, so
 * scripts never hold it. Answers the API's error body unchanged on failure.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Login CSRF: another site must not be able to sign a visitor in or out.
  const refused = rejectCrossSiteRequest(request);
  if (refused) return refused;
  const config = storefrontConfig();
  // Read with a ceiling: without one, any client could make the server buffer any amount.
  const raw = await boundedBody(request, LOGIN_BODY_MAX_BYTES);
  if (raw === null) return payloadTooLarge(LOGIN_BODY_MAX_BYTES, 'A login');
  const body = parsedObject(raw);
  // Signed, with the shopper's address: the API throttles failed logins per client address.
  const api = createSalonApi(
    createApiClient({ baseUrl: config.apiOrigin, getLanguage: () => request.headers.get('Accept-Language') ?? 'et', fetch: apiFetchFor(request, context) }),
  );
  try {
    const { key } = await api.auth.login({ email: String(body.email ?? ''), password: String(body.password ?? '') });
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': tokenCookie(request, key) } });
  } catch (error) {
    if (error instanceof ApiError) {
      return Response.json({ code: error.code, message: error.message, errors: error.fieldErrors }, { status: error.status });
    }
    throw error;
  }
}

function parsedObject(raw: ArrayBuffer): { email?: unknown; password?: unknown } {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(raw));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}
