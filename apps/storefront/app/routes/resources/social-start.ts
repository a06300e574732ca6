import { ApiError } from '@salon/api-client';
import { isSocialProviderId, safeReturnPath, SOCIAL_LOGIN_ERROR } from '@salon/domain';
import type { Route } from './+types/social-start';
import { requestContext } from '../../lib/request.server';
import { pendingSocialLoginCookie, returnLocation } from '../../lib/socialLogin.server';

/**
 * GET /auth/social/:provider?next=/path — asks the API to start a login (it keeps the PKCE
 * verifier and nonce), keeps the state and the return path in an httpOnly cookie, and sends
 * the browser to the provider (docs/decisions/0043-social-login.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'));
  const provider = params.provider;
  if (!isSocialProviderId(provider)) throw new Response('Not found', { status: 404 });
  const { api } = requestContext(request, context);
  try {
    const { authorization_url: authorizationUrl, state } = await api.auth.startSocialLogin(provider);
    return new Response(null, { status: 302, headers: { Location: authorizationUrl, 'Set-Cookie': pendingSocialLoginCookie(request, { provider, state, next }), 'Cache-Control': 'no-store' } });
  } catch (error) {
    const code = error instanceof ApiError && error.code === SOCIAL_LOGIN_ERROR.NOT_CONFIGURED ? error.code : SOCIAL_LOGIN_ERROR.PROVIDER_ERROR;
    if (!(error instanceof ApiError)) console.error('[storefront] starting a social login failed', error);
    return new Response(null, { status: 302, headers: { Location: returnLocation(next, { error: code, provider }), 'Cache-Control': 'no-store' } });
  }
}
