import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialProviderId } from '@salon/domain';
import { GOOGLE_ISSUER_URL, type FacebookLoginConfig, type GoogleLoginConfig, type SocialLoginConfig } from '../config';

const REQUEST_TIMEOUT_MS = 15_000;

/** What a provider says about the person who signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Thrown for any failure talking to the provider; the message is for the log and never holds a token or code. */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
}

export interface SocialProvider {
  id: SocialProviderId;
  authorizationUrl(input: { state: string; codeVerifier: string; nonce: string }): Promise<URL>;
  identityFromCode(input: { code: string; codeVerifier: string; nonce: string }): Promise<ProviderIdentity>;
}

interface OpenIdConfiguration {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new ProviderFailure(`${new URL(url).origin}${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}

/**
 * Google through its OpenID discovery document (so GOOGLE_ISSUER_URL can point at a local mock):
 * authorization code with PKCE (S256) and a nonce, the ID token checked against the issuer's
 * keys, issuer, audience, expiry and nonce. Arctic's Google class has fixed endpoints, so its
 * generic OAuth2Client does the protocol.
 */
function googleProvider(config: GoogleLoginConfig, redirectUri: string): SocialProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  // Discovery and keys are only caches: another instance fetches its own.
  let discovery: Promise<{ endpoints: OpenIdConfiguration; keys: JWTVerifyGetKey }> | undefined;
  const discover = () => {
    discovery ??= (async () => {
      const endpoints = (await getJson(`${config.issuerUrl}/.well-known/openid-configuration`)) as OpenIdConfiguration;
      if (!endpoints?.authorization_endpoint || !endpoints.token_endpoint || !endpoints.jwks_uri) throw new ProviderFailure('the OpenID discovery document lacks endpoints');
      return { endpoints, keys: createRemoteJWKSet(new URL(endpoints.jwks_uri), { timeoutDuration: REQUEST_TIMEOUT_MS }) };
    })().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  };
  // Google's tokens name the issuer with or without the scheme (its OpenID documentation).
  const issuers = config.issuerUrl === GOOGLE_ISSUER_URL ? [GOOGLE_ISSUER_URL, 'accounts.google.com'] : [config.issuerUrl];
  return {
    id: 'google',
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const { endpoints } = await discover();
      const url = client.createAuthorizationURLWithPKCE(endpoints.authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, ['openid', 'email', 'profile']);
      url.searchParams.set('nonce', nonce);
      return url;
    },
    async identityFromCode({ code, codeVerifier, nonce }) {
      const { endpoints, keys } = await discover();
      const tokens = await client.validateAuthorizationCode(endpoints.token_endpoint, code, codeVerifier).catch((error: unknown) => {
        throw new ProviderFailure(`the code exchange failed: ${error instanceof Error ? error.name : 'error'}`);
      });
      const { payload } = await jwtVerify(tokens.idToken(), keys, { issuer: issuers, audience: config.clientId }).catch((error: unknown) => {
        throw new ProviderFailure(`the ID token did not verify: ${error instanceof Error ? error.message : 'error'}`);
      });
      if (payload.nonce !== nonce) throw new ProviderFailure('the ID token was not issued for this login (nonce)');
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new ProviderFailure('the ID token has no subject');
      return {
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        // Strictly true: a missing or "true"-as-string claim is not Google vouching for the address.
        emailVerified: payload.email_verified === true,
        firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
        lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
      };
    },
  };
}

/**
 * Facebook Login (OAuth 2, no ID token here): authorization code with PKCE, then the Graph API's
 * /me with the access token in the Authorization header (never in a URL). Facebook only returns
 * an e-mail the person has confirmed, so a returned e-mail counts as verified and a missing one
 * is refused (docs/decisions/0043-social-login.md).
 */
function facebookProvider(config: FacebookLoginConfig, redirectUri: string): SocialProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    id: 'facebook',
    async authorizationUrl({ state, codeVerifier }) {
      return client.createAuthorizationURLWithPKCE(config.authUrl, state, CodeChallengeMethod.S256, codeVerifier, ['email', 'public_profile']);
    },
    async identityFromCode({ code, codeVerifier }) {
      const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier).catch((error: unknown) => {
        throw new ProviderFailure(`the code exchange failed: ${error instanceof Error ? error.name : 'error'}`);
      });
      const me = (await getJson(`${config.graphUrl}/me?fields=id,first_name,last_name,email`, { authorization: `Bearer ${tokens.accessToken()}` })) as Record<string, unknown>;
      if (typeof me.id !== 'string' || me.id === '') throw new ProviderFailure('the Graph API named no user id');
      const email = typeof me.email === 'string' && me.email !== '' ? me.email : null;
      return {
        subject: me.id,
        email,
        emailVerified: email !== null,
        firstName: typeof me.first_name === 'string' ? me.first_name : '',
        lastName: typeof me.last_name === 'string' ? me.last_name : '',
      };
    },
  };
}

/** The storefront page providers send the shopper back to; registered with each provider. */
function socialCallbackUrl(storefrontOrigin: string, provider: SocialProviderId): string {
  return `${storefrontOrigin}/auth/social/${provider}/callback`;
}

const providersByConfig = new WeakMap<SocialLoginConfig, Map<SocialProviderId, SocialProvider>>();

/** The configured provider, or undefined when its id and secret are not set. */
export function socialProvider(config: SocialLoginConfig, storefrontOrigin: string, id: SocialProviderId): SocialProvider | undefined {
  let providers = providersByConfig.get(config);
  if (!providers) {
    providers = new Map();
    if (config.google) providers.set('google', googleProvider(config.google, socialCallbackUrl(storefrontOrigin, 'google')));
    if (config.facebook) providers.set('facebook', facebookProvider(config.facebook, socialCallbackUrl(storefrontOrigin, 'facebook')));
    providersByConfig.set(config, providers);
  }
  return providers.get(id);
}

export function configuredSocialProviders(config: SocialLoginConfig): SocialProviderId[] {
  return (['google', 'facebook'] as const).filter((id) => config[id] !== undefined);
}
