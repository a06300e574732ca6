import type { Context } from 'hono';
import { trustedForwardedEntry } from '@salon/domain';
import type { ApiConfig } from '../config';
import type { AppEnv } from '../context';

/** The socket of @hono/node-server's request, when the app runs behind a real HTTP server. */
function socketAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

/**
 * The client's address, for the login and account-action throttles:
 * - with trustProxyHops = n, the n-th entry from the right of X-Forwarded-For (what the outermost
 *   trusted proxy saw);
 * - otherwise, for a request whose TH-Nonce verified (it came from a holder of the signing salt:
 *   the storefront server, which appends the shopper's address), the rightmost entry;
 * - otherwise the socket address. Entries written by the client are never trusted, so an
 *   unsigned request cannot choose its address.
 * null when unknown (in-process requests without a socket, as in unit tests): the caller then
 * skips the per-address limit instead of putting every such request in one shared bucket.
 */
export function clientAddress(c: Context<AppEnv>, config: Pick<ApiConfig, 'trustProxyHops'>): string | null {
  const trusted = config.trustProxyHops > 0 ? config.trustProxyHops : c.get('signedRequest') === true ? 1 : 0;
  const address = trustedForwardedEntry(c.req.header('X-Forwarded-For'), trusted);
  return address ? address.toLowerCase() : socketAddress(c);
}

/** True when the request reached us (or the trusted proxy in front of us) over HTTPS. */
export function isHttpsRequest(c: Context, config: Pick<ApiConfig, 'trustProxyHops'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxyHops > 0 && (c.req.header('X-Forwarded-Proto') ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}
