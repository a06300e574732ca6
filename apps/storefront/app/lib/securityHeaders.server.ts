/**
 * Security headers of the storefront's documents and the CSRF check of its cookie-carrying /api
 * proxy (docs/decisions/0010-security.md). Pure functions: no configuration, no I/O, so they are
 * unit-tested directly (apps/api/test/security/storefront-headers.test.ts).
 */
import { randomBytes } from 'node:crypto';

/** 128 random bits per document, as the CSP specification recommends for nonces. */
const NONCE_BYTES = 16;
/** HSTS lifetime once the site is served over https: one year, subdomains included. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** A fresh nonce for one document: React Router puts it on every inline script it renders. */
export function createCspNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

export interface DocumentPolicyOptions {
  /** The nonce given to ServerRouter and renderToPipeableStream for this response. */
  nonce: string;
  /** Development adds Vite's hot-reload websocket to connect-src. */
  isProduction: boolean;
  /** An analytics container is configured: its tag manager and collectors are allowed (it still loads only after consent). */
  analytics?: boolean;
}

/** Where Google Tag Manager and Analytics load from and send to. */
const ANALYTICS_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The pages' Content-Security-Policy. Scripts: own files plus the inline scripts React Router
 * renders with the nonce (hydration context, route modules, scroll restoration); nothing else
 * can run. Styles allow inline style attributes (React's style prop, carousel transforms).
 * Images: own origin (products and uploads come through the /media proxy) and data: URIs.
 * Frames: own pages and https embeds of the creator's Iframe and Game blocks, which the ui
 * package sandboxes. frame-ancestors 'self': only the creator (same origin) may frame a page.
 */
export function contentSecurityPolicy({ nonce, isProduction, analytics = false }: DocumentPolicyOptions): string {
  const tracking = analytics ? ANALYTICS_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(analytics ? [ANALYTICS_ORIGINS[0]!] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...tracking],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...(isProduction ? ["'self'"] : ["'self'", 'ws:', 'wss:']), ...tracking],
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** True when the browser reached us over https (directly or through a TLS-terminating proxy). */
function isHttpsRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return (request.headers.get('X-Forwarded-Proto') ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Headers of every server-rendered document. In production the CSP is enforced; in development
 * it is sent as Content-Security-Policy-Report-Only, so Vite's dev tooling keeps working while
 * violations still show in the console. HSTS only over https (browsers ignore it over http).
 */
export function documentSecurityHeaders(request: Request, options: DocumentPolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    [options.isProduction ? 'Content-Security-Policy' : 'Content-Security-Policy-Report-Only']: contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (isHttpsRequest(request)) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}

export function applyDocumentSecurityHeaders(headers: Headers, request: Request, options: DocumentPolicyOptions): void {
  for (const [name, value] of Object.entries(documentSecurityHeaders(request, options))) headers.set(name, value);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfRequestFacts {
  method: string;
  /** The Host header the browser sent (host[:port]). */
  host: string | null;
  /** X-Forwarded-Host from a reverse proxy in front of the storefront, if any. */
  forwardedHost?: string | null;
  origin: string | null;
  referer: string | null;
  /** Fetch metadata: same-origin, same-site, cross-site or none. */
  secFetchSite?: string | null;
}

export type CsrfVerdict = { ok: true } | { ok: false; reason: string };

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * CSRF check of a request that the /api proxy turns into an authenticated API call (the session
 * cookie becomes the Authorization header). Safe methods pass. Unsafe ones (POST, PUT, PATCH,
 * DELETE) must show they come from a page of this storefront: Sec-Fetch-Site, when sent, must be
 * same-origin, and the Origin (or, without it, the Referer) must name this host. A cross-site
 * form or script cannot forge these headers; a request with neither is refused.
 */
export function checkCsrf(facts: CsrfRequestFacts): CsrfVerdict {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return { ok: true };
  const site = facts.secFetchSite?.trim().toLowerCase();
  if (site && site !== 'same-origin') return { ok: false, reason: `Sec-Fetch-Site is ${site}` };
  const expected = new Set([facts.host, ...(facts.forwardedHost ?? '').split(',')].map((host) => host?.trim().toLowerCase()).filter((host): host is string => !!host));
  if (expected.size === 0) return { ok: false, reason: 'no Host header' };
  const source = facts.origin ?? facts.referer;
  if (!source) return { ok: false, reason: 'neither Origin nor Referer was sent' };
  const sourceHost = source === 'null' ? null : hostOf(source);
  if (!sourceHost || !expected.has(sourceHost)) return { ok: false, reason: `${facts.origin ? 'Origin' : 'Referer'} ${source} is not this site` };
  return { ok: true };
}

const CSRF_FAILED = 'CSRF_FAILED';

/** null when the request may go on; otherwise the 403 to answer (the API error shape). */
export function rejectCrossSiteRequest(request: Request): Response | null {
  const verdict = checkCsrf({
    method: request.method,
    host: request.headers.get('Host') ?? new URL(request.url).host,
    forwardedHost: request.headers.get('X-Forwarded-Host'),
    origin: request.headers.get('Origin'),
    referer: request.headers.get('Referer'),
    secFetchSite: request.headers.get('Sec-Fetch-Site'),
  });
  if (verdict.ok) return null;
  return Response.json({ code: CSRF_FAILED, message: `Cross-site request refused: ${verdict.reason}.` }, { status: 403 });
}
