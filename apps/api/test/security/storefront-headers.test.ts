/**
 * The storefront's page headers and the CSRF check of its cookie-carrying /api proxy
 * (apps/storefront/app/lib/securityHeaders.server.ts, docs/decisions/0010-security.md). Pure
 * functions, tested here with the rest of the security suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyDocumentSecurityHeaders,
  checkCsrf,
  contentSecurityPolicy,
  createCspNonce,
  documentSecurityHeaders,
  rejectCrossSiteRequest,
} from '../../../storefront/app/lib/securityHeaders.server';

const storefrontApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../storefront/app');
const HOST = 'shop.salon.test';

describe('CSRF check of the /api proxy', () => {
  const facts = (overrides: Partial<Parameters<typeof checkCsrf>[0]>) => ({ method: 'POST', host: HOST, origin: null, referer: null, secFetchSite: null, ...overrides });

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('lets the safe method %s through without any origin', (method) => {
    expect(checkCsrf(facts({ method })).ok).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s: accepts this origin, refuses another origin or none', (method) => {
    expect(checkCsrf(facts({ method, origin: `https://${HOST}` })).ok).toBe(true);
    expect(checkCsrf(facts({ method, origin: `http://${HOST}`, secFetchSite: 'same-origin' })).ok).toBe(true);
    expect(checkCsrf(facts({ method, origin: 'https://evil.example' })).ok).toBe(false);
    expect(checkCsrf(facts({ method, origin: `https://${HOST}.evil.example` })).ok).toBe(false);
    expect(checkCsrf(facts({ method, origin: `https://evil.example`, referer: `https://${HOST}/cart` })).ok).toBe(false);
    expect(checkCsrf(facts({ method, origin: 'null' })).ok).toBe(false);
    expect(checkCsrf(facts({ method })).ok).toBe(false);
  });

  it('falls back to the Referer only when no Origin was sent', () => {
    expect(checkCsrf(facts({ referer: `https://${HOST}/products/1?lang=et` })).ok).toBe(true);
    expect(checkCsrf(facts({ referer: 'https://evil.example/page' })).ok).toBe(false);
    expect(checkCsrf(facts({ referer: 'not a url' })).ok).toBe(false);
    expect(checkCsrf(facts({ referer: `javascript://${HOST}/` })).ok).toBe(false);
  });

  it('refuses cross-site and same-site fetch metadata even with a matching origin', () => {
    expect(checkCsrf(facts({ origin: `https://${HOST}`, secFetchSite: 'cross-site' })).ok).toBe(false);
    expect(checkCsrf(facts({ origin: `https://${HOST}`, secFetchSite: 'same-site' })).ok).toBe(false);
  });

  it('compares host and port, and accepts the host a reverse proxy forwarded', () => {
    expect(checkCsrf(facts({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).ok).toBe(true);
    expect(checkCsrf(facts({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' })).ok).toBe(false);
    expect(checkCsrf(facts({ host: 'storefront:3000', forwardedHost: HOST, origin: `https://${HOST}` })).ok).toBe(true);
    expect(checkCsrf(facts({ host: 'SHOP.Salon.test', origin: `https://${HOST}` })).ok).toBe(true);
  });

  it('rejectCrossSiteRequest answers 403 CSRF_FAILED for a cross-site POST and nothing for a same-origin one', async () => {
    const crossSite = rejectCrossSiteRequest(new Request(`http://${HOST}/api/v1/rest-auth/logout/`, { method: 'POST', headers: { Host: HOST, Origin: 'https://evil.example', Cookie: 'salon_token=abc' } }));
    expect(crossSite?.status).toBe(403);
    expect(await crossSite!.json()).toMatchObject({ code: 'CSRF_FAILED' });
    const noOrigin = rejectCrossSiteRequest(new Request(`http://${HOST}/api/v1/orders/`, { method: 'DELETE', headers: { Host: HOST } }));
    expect(noOrigin?.status).toBe(403);
    expect(rejectCrossSiteRequest(new Request(`http://${HOST}/api/v1/orders/`, { method: 'POST', headers: { Host: HOST, Origin: `http://${HOST}` } }))).toBeNull();
    expect(rejectCrossSiteRequest(new Request(`http://${HOST}/api/v1/products/`, { headers: { Origin: 'https://evil.example' } }))).toBeNull();
  });

  it('the /api proxy route runs the check before proxying unsafe methods', () => {
    const route = fs.readFileSync(path.join(storefrontApp, 'routes/resources/api-proxy.ts'), 'utf8');
    expect(route).toMatch(/export const action = [^\n]*rejectCrossSiteRequest\(request\) \?\? proxyToApi\(request[,)]/);
  });

  it('the session cookie is httpOnly and SameSite=Lax', () => {
    const login = fs.readFileSync(path.join(storefrontApp, 'routes/resources/session-login.ts'), 'utf8');
    expect(login).toMatch(/tokenCookie\(request, /);
    // Read as source: the module reaches browser-only code, and the API program has no DOM types.
    // The attributes' output is tested in apps/storefront/test/sessionCookie.test.ts.
    const cookie = fs.readFileSync(path.join(storefrontApp, 'lib/sessionCookie.server.ts'), 'utf8');
    expect(cookie).toMatch(/serializeCookie\(TOKEN_COOKIE, token, \{[^}]*httpOnly: true[^}]*sameSite: 'Lax'/);
  });
});

describe('document security headers', () => {
  it('a nonce is fresh per document and long enough', () => {
    const nonces = new Set(Array.from({ length: 20 }, createCspNonce));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64').length).toBe(16);
  });

  it('the CSP allows own scripts and the nonce only, own and data: images, same-origin framing', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123', isProduction: true });
    const directives = Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
  });

  it('with an analytics container the CSP adds only the tag manager to scripts and its collectors to images and connections', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123', isProduction: true, analytics: true });
    const directives = Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", "'nonce-abc123'", 'https://www.googletagmanager.com']);
    expect(directives['connect-src']).toContain('https://*.google-analytics.com');
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('production enforces the CSP; development reports only', () => {
    const request = new Request('http://shop.salon.test/');
    expect(documentSecurityHeaders(request, { nonce: 'n', isProduction: true })['Content-Security-Policy']).toContain("'nonce-n'");
    const development = documentSecurityHeaders(request, { nonce: 'n', isProduction: false });
    expect(development['Content-Security-Policy']).toBeUndefined();
    expect(development['Content-Security-Policy-Report-Only']).toContain("'nonce-n'");
  });

  it('sets nosniff, referrer, permissions and frame options; HSTS only over https', () => {
    const headers = new Headers();
    applyDocumentSecurityHeaders(headers, new Request('http://shop.salon.test/'), { nonce: 'n', isProduction: true });
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.get('Strict-Transport-Security')).toBeNull();
    const https = documentSecurityHeaders(new Request('https://shop.salon.test/'), { nonce: 'n', isProduction: true });
    expect(https['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    const proxied = documentSecurityHeaders(new Request('http://shop.salon.test/', { headers: { 'X-Forwarded-Proto': 'https' } }), { nonce: 'n', isProduction: true });
    expect(proxied['Strict-Transport-Security']).toBeDefined();
  });

  it('entry.server applies the headers and hands the same nonce to React Router', () => {
    const entry = fs.readFileSync(path.join(storefrontApp, 'entry.server.tsx'), 'utf8');
    expect(entry).toMatch(/applyDocumentSecurityHeaders\(responseHeaders, request, \{ nonce/);
    expect(entry).toMatch(/<ServerRouter [^>]*nonce=\{nonce\}/);
    expect(entry).toMatch(/renderToPipeableStream\([^]*?\{\s*nonce,/);
  });
});
