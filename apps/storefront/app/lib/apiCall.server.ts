import { createHash } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { storefrontConfig } from './config.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** The socket address of the browser's connection, set by server.mjs (absent under `react-router dev`). */
    clientAddress?: string | null;
  }
}

/** The request-signing headers (docs/decisions/0005-request-signing.md). */
export const SIGNING_HEADERS = ['TH-DateTime', 'TH-Nonce'] as const;

/**
 * TH-DateTime (epoch ms) and TH-Nonce = hex(SHA-256(TH-DateTime + salt)), as apps/api verifies
 * them. Computed here on the server: the salt never reaches a browser (0005).
 */
export function signingHeaders(salt: string, now: number = Date.now()): Record<(typeof SIGNING_HEADERS)[number], string> {
  const timestamp = String(now);
  return { 'TH-DateTime': timestamp, 'TH-Nonce': createHash('sha256').update(timestamp + salt).digest('hex') };
}

/**
 * X-Forwarded-For for the API: what arrived (from proxies in front of the storefront, or forged
 * by the client) with the address of the connection appended on the right. The API trusts the
 * rightmost entry of a signed request, so it sees the shopper, not the storefront, and forged
 * entries further left are ignored.
 */
export function forwardedFor(incoming: string | null, clientAddress: string | null | undefined): string | null {
  const address = clientAddress?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address) return incoming;
  const existing = incoming?.trim();
  return existing ? `${existing}, ${address}` : address;
}

/**
 * What every call of this server to the API carries, whoever builds it (the /api proxy, loaders,
 * the session actions): a fresh signature, replacing anything a browser sent under those names,
 * and the shopper's address as the rightmost X-Forwarded-For entry.
 */
export function addApiCallHeaders(headers: Headers, incoming: Request, clientAddress: string | null | undefined, salt = storefrontConfig().signingSalt): Headers {
  for (const [name, value] of Object.entries(signingHeaders(salt))) headers.set(name, value);
  const xForwardedFor = forwardedFor(incoming.headers.get('X-Forwarded-For'), clientAddress);
  if (xForwardedFor) headers.set('X-Forwarded-For', xForwardedFor);
  else headers.delete('X-Forwarded-For');
  return headers;
}

/** The fetch of server-side API clients made for one incoming request (signed, with the shopper's address). */
export function apiFetchFor(incoming: Request, context: AppLoadContext | undefined): typeof fetch {
  return (input, init) => fetch(input, { ...init, headers: addApiCallHeaders(new Headers(init?.headers), incoming, context?.clientAddress) });
}
