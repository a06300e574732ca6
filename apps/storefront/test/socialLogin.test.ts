import { describe, expect, it } from 'vitest';
import { clearedSocialLoginCookie, pendingSocialLoginCookie, readPendingSocialLogin, returnLocation, sameState } from '../app/lib/socialLogin.server';

const withCookie = (cookie: string) => new Request('http://127.0.0.1:3000/auth/social/google/callback', { headers: { Cookie: cookie } });
const cookieValue = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(';'));

describe('the pending social login cookie', () => {
  it('is httpOnly, SameSite=Lax, short-lived and only sent to /auth/social/', () => {
    const cookie = pendingSocialLoginCookie(new Request('http://127.0.0.1:3000/'), { provider: 'google', state: 'abc', next: '/account' });
    expect(cookie).toContain('Path=/auth/social/');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(clearedSocialLoginCookie(new Request('http://127.0.0.1:3000/'))).toMatch(/^salon_social_login=; Path=\/auth\/social\/; Max-Age=0/);
  });

  it('reads back what it wrote, and nothing from a tampered or foreign cookie', () => {
    const cookie = pendingSocialLoginCookie(new Request('http://127.0.0.1:3000/'), { provider: 'facebook', state: 'state-1', next: '/products?page=2' });
    expect(readPendingSocialLogin(withCookie(cookieValue(cookie)))).toEqual({ provider: 'facebook', state: 'state-1', next: '/products?page=2' });
    expect(readPendingSocialLogin(withCookie('salon_social_login=not-json'))).toBeNull();
    expect(readPendingSocialLogin(withCookie(`salon_social_login=${encodeURIComponent(JSON.stringify({ provider: 'github', state: 's' }))}`))).toBeNull();
    expect(readPendingSocialLogin(new Request('http://127.0.0.1:3000/'))).toBeNull();
    // A return path edited to another site comes back as the home page.
    const edited = `salon_social_login=${encodeURIComponent(JSON.stringify({ provider: 'google', state: 's', next: '//evil.test/' }))}`;
    expect(readPendingSocialLogin(withCookie(edited))?.next).toBe('/');
  });
});

describe('the callback', () => {
  it('compares states exactly', () => {
    expect(sameState('abc', 'abc')).toBe(true);
    expect(sameState('abc', 'abd')).toBe(false);
    expect(sameState('abc', 'abcd')).toBe(false);
    expect(sameState('abc', null)).toBe(false);
  });

  it('returns to a path of this site with the outcome', () => {
    expect(returnLocation('/products?page=2', 'done')).toBe('/products?page=2&social_login=1');
    expect(returnLocation('/', { error: 'SOCIAL_STATE_INVALID', provider: 'google' })).toBe('/?social_error=SOCIAL_STATE_INVALID&social_provider=google');
    // Never another host, even if a bad path got this far (sameOriginPath keeps it on this site).
    expect(returnLocation('//evil.test/x', 'done')).toBe('/evil.test/x?social_login=1');
  });
});
