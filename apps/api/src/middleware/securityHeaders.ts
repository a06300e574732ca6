import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { isHttpsRequest } from '../lib/clientAddress';

/** One year, with subdomains: the usual HSTS setting once a site is HTTPS-only. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Headers on every API response (docs/decisions/0010-security.md). The API answers JSON, SVG
 * and uploaded files, never pages, so its CSP allows nothing and no one may frame it. A route
 * that set its own CSP (the media library's sandbox) keeps it and may be framed by the same origin.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeadersMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  // Uploaded library files (their route sets its own sandboxing CSP) may be framed by our own
  // pages, e.g. a PDF in the creator's Iframe block, which reaches them through the storefront's
  // same-origin /media proxy.
  if (headers.has('Content-Security-Policy') && !headers.has('X-Frame-Options')) headers.set('X-Frame-Options', 'SAMEORIGIN');
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (isHttpsRequest(c, c.var.config)) headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
};
