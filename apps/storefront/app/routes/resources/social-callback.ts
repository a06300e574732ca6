import { ApiError } from '@salon/api-client';
import { isSocialLoginErrorCode, isSocialProviderId, SOCIAL_LOGIN_ERROR, type SocialProviderId } from '@salon/domain';
import type { Route } from './+types/social-callback';
import { requestContext } from '../../lib/request.server';
import { sameOriginRedirect } from '../../lib/sameOriginPath';
import { tokenCookie } from '../../lib/sessionCookie.server';
import { clearedSocialLoginCookie, readPendingSocialLogin, returnLocation, sameState } from '../../lib/socialLogin.server';

/**
 * GET /auth/social/:provider/callback?code&state — where the provider sends the browser back.
 * The state must equal the one in this browser's cookie (so nobody can finish a login they
 * started in someone else's browser); the API then uses the state up, exchanges the code and
 * answers a login token, which goes into the same httpOnly cookie as a password login. The
 * pending-login cookie is cleared whatever happens, and every refusal returns to the store page
 * with a code the page explains in the shopper's language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pending = readPendingSocialLogin(request);
  const provider: SocialProviderId = isSocialProviderId(params.provider) ? params.provider : (pending?.provider ?? 'google');
  const next = pending?.next ?? '/';
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  headers.append('Set-Cookie', clearedSocialLoginCookie(request));
  const back = (outcome: Parameters<typeof returnLocation>[1]) => sameOriginRedirect(returnLocation(next, outcome), { status: 302, headers });

  if (!pending || pending.provider !== params.provider || !sameState(pending.state, url.searchParams.get('state'))) {
    return back({ error: SOCIAL_LOGIN_ERROR.STATE_INVALID, provider });
  }
  const providerError = url.searchParams.get('error');
  if (providerError) return back({ error: providerError === 'access_denied' ? SOCIAL_LOGIN_ERROR.CANCELLED : SOCIAL_LOGIN_ERROR.PROVIDER_ERROR, provider });
  const code = url.searchParams.get('code');
  if (!code) return back({ error: SOCIAL_LOGIN_ERROR.PROVIDER_ERROR, provider });

  const { api } = requestContext(request, context);
  try {
    const { key } = await api.auth.socialLogin(provider, { code, state: pending.state });
    headers.append('Set-Cookie', tokenCookie(request, key));
    return back('done');
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('[storefront] finishing a social login failed', error);
    return back({ error: error instanceof ApiError && isSocialLoginErrorCode(error.code) ? error.code : SOCIAL_LOGIN_ERROR.PROVIDER_ERROR, provider });
  }
}
