import { createHash } from 'node:crypto';
import { trustedForwardedEntry } from '@salon/domain';
import type { AppLoadContext } from 'react-router';
import { storefrontConfig, type StorefrontConfig } from './config.server';

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
 * The shopper's address, for the API's per-address limits: with STOREFRONT_TRUST_PROXY = n
 * reverse proxies in front, the address the outermost of them saw (the n-th X-Forwarded-For entry
 * from the right; every shopper behind the proxy would otherwise count as the proxy); without
 * one, the connection's. Null when unknown (`react-router dev` or `react-router-serve` pass no
 * connection address): what a browser wrote in X-Forwarded-For is never taken for it.
 */
export function shopperAddress(incomingForwardedFor: string | null, socketAddress: string | null | undefined, trustProxyHops: number): string | null {
  const seenByProxy = trustedForwardedEntry(incomingForwardedFor, trustProxyHops);
  const address = (seenByProxy ?? socketAddress ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return address || null;
}

/**
 * What every call of this server to the API carries, whoever builds it (the /api proxy, loaders,
 * the session actions): a fresh signature, replacing anything a browser sent under those names,
 * and the shopper's address as the only X-Forwarded-For entry (the API takes it from a signed
 * request); none when it is unknown, so a browser cannot choose its own.
 */
export function addApiCallHeaders(headers: Headers, incoming: Request, clientAddress: string | null | undefined, config: Pick<StorefrontConfig, 'signingSalt' | 'trustProxyHops'> = storefrontConfig()): Headers {
  for (const [name, value] of Object.entries(signingHeaders(config.signingSalt))) headers.set(name, value);
  const address = shopperAddress(incoming.headers.get('X-Forwarded-For'), clientAddress, config.trustProxyHops);
  if (address) headers.set('X-Forwarded-For', address);
  else headers.delete('X-Forwarded-For');
  return headers;
}

/** The fetch of server-side API clients made for one incoming request (signed, with the shopper's address). */
export function apiFetchFor(incoming: Request, context: AppLoadContext | undefined): typeof fetch {
  return (input, init) => fetch(input, { ...init, headers: addApiCallHeaders(new Headers(init?.headers), incoming, context?.clientAddress) });
}
