import { timingSafeEqual } from 'node:crypto';
import { isSocialProviderId, safeReturnPath, type SocialProviderId } from '@salon/domain';
import { parseCookies, serializeCookie } from './cookies';
import { secureCookies } from './sessionCookie.server';
import { sameOriginPath } from './sameOriginPath';
import { SOCIAL_RETURN_PARAM } from './socialLogin';

/** The login under way in this browser: binds the provider's answer to the browser that asked. */
const SOCIAL_COOKIE = 'salon_social_login';
const SOCIAL_COOKIE_PATH = '/auth/social/';
/** As long as the API keeps the state. */
const SOCIAL_COOKIE_MAX_AGE_SECONDS = 600;

export interface PendingSocialLogin {
  provider: SocialProviderId;
  state: string;
  next: string;
}

/**
 * httpOnly (scripts never see the state), SameSite=Lax (sent on the provider's top-level redirect
 * back, not on cross-site subrequests), Secure in production, and only on /auth/social/.
 */
export function pendingSocialLoginCookie(request: Request, pending: PendingSocialLogin): string {
  return serializeCookie(SOCIAL_COOKIE, JSON.stringify(pending), { httpOnly: true, secure: secureCookies(request), sameSite: 'Lax', path: SOCIAL_COOKIE_PATH, maxAgeSeconds: SOCIAL_COOKIE_MAX_AGE_SECONDS });
}

export function clearedSocialLoginCookie(request: Request): string {
  return serializeCookie(SOCIAL_COOKIE, '', { httpOnly: true, secure: secureCookies(request), sameSite: 'Lax', path: SOCIAL_COOKIE_PATH, maxAgeSeconds: 0 });
}

export function readPendingSocialLogin(request: Request): PendingSocialLogin | null {
  const raw = parseCookies(request.headers.get('Cookie'))[SOCIAL_COOKIE];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSocialLogin>;
    if (!isSocialProviderId(value.provider) || typeof value.state !== 'string' || value.state === '') return null;
    return { provider: value.provider, state: value.state, next: safeReturnPath(value.next) };
  } catch {
    return null;
  }
}

/** Constant-time, so the comparison's time tells nothing about how much of a guessed state was right. */
export function sameState(expected: string, received: string | null): boolean {
  if (received === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The page to return to, with the outcome for useSocialLoginReturn; always a path of this site. */
export function returnLocation(next: string, outcome: { error: string; provider: SocialProviderId } | 'done'): string {
  const url = new URL(sameOriginPath(next), 'http://same-origin.invalid');
  if (outcome === 'done') url.searchParams.set(SOCIAL_RETURN_PARAM.DONE, '1');
  else {
    url.searchParams.set(SOCIAL_RETURN_PARAM.ERROR, outcome.error);
    url.searchParams.set(SOCIAL_RETURN_PARAM.PROVIDER, outcome.provider);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
