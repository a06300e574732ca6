import { describe, expect, it } from 'vitest';
import { reachedOverHttps, secureCookies, tokenCookie } from '../app/lib/sessionCookie.server';

const behindTls = (proto: string) => new Request('http://127.0.0.1:3000/session/login', { headers: { 'X-Forwarded-Proto': proto } });

describe('Secure on the storefront cookies', () => {
  it('production always sets Secure, also behind a TLS-terminating proxy whose request URL says http', () => {
    const production = { isProduction: true, trustProxyHops: 0 };
    expect(tokenCookie(behindTls('https'), 'key', production)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    expect(secureCookies(new Request('http://127.0.0.1:3000/'), production)).toBe(true);
  });

  it('outside production, Secure follows the connection; X-Forwarded-Proto only from a trusted proxy', () => {
    const development = { isProduction: false, trustProxyHops: 0 };
    expect(tokenCookie(new Request('http://localhost:3000/'), 'key', development)).not.toContain('Secure');
    expect(secureCookies(new Request('https://shop.test/'), development)).toBe(true);
    // Without STOREFRONT_TRUST_PROXY anyone could send the header.
    expect(secureCookies(behindTls('https'), development)).toBe(false);
    expect(secureCookies(behindTls('https'), { isProduction: false, trustProxyHops: 1 })).toBe(true);
  });

  it('reads the entry of the outermost trusted proxy, not what the client wrote further left', () => {
    expect(reachedOverHttps(behindTls('https, http'), 1)).toBe(false);
    expect(reachedOverHttps(behindTls('https, http'), 2)).toBe(true);
    expect(reachedOverHttps(behindTls('http, https'), 1)).toBe(true);
    expect(reachedOverHttps(behindTls('https'), 2)).toBe(true);
    expect(reachedOverHttps(new Request('http://x/'), 1)).toBe(false);
  });
});
