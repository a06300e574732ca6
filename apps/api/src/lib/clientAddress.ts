import type { Context } from 'hono';
import type { ApiConfig } from '../config';

/** The socket of @hono/node-server's request, when the app runs behind a real HTTP server. */
function socketAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

/**
 * The client's address: with trustProxyHops = n, the n-th entry from the right of
 * X-Forwarded-For (what the outermost trusted proxy saw); otherwise the socket address. Entries
 * further left are written by the client and never trusted. null when unknown (in-process
 * requests without a socket, as in unit tests).
 */
export function clientAddress(c: Context, config: Pick<ApiConfig, 'trustProxyHops'>): string | null {
  if (config.trustProxyHops > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    const address = hops[hops.length - config.trustProxyHops];
    if (address) return address.toLowerCase();
  }
  return socketAddress(c);
}

/** True when the request reached us (or the trusted proxy in front of us) over HTTPS. */
export function isHttpsRequest(c: Context, config: Pick<ApiConfig, 'trustProxyHops'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxyHops > 0 && (c.req.header('X-Forwarded-Proto') ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}
