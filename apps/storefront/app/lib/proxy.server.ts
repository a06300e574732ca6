import { storefrontConfig } from './config.server';
import { parseCookies, serializeCookie } from './cookies';
import { TOKEN_COOKIE } from './session';

declare module 'react-router' {
  interface AppLoadContext {
    /** The socket address of the browser's connection, set by server.mjs (absent under `react-router dev`). */
    clientAddress?: string | null;
  }
}

/**
 * X-Forwarded-For for the API: what arrived (from proxies in front of the storefront, or forged
 * by the client) with the address of the connection appended on the right. The API trusts the
 * entry API_TRUST_PROXY_HOPS from the right, so with 1 it sees the shopper, not the storefront,
 * and forged entries further left are ignored.
 */
export function forwardedFor(incoming: string | null, clientAddress: string | null | undefined): string | null {
  const address = clientAddress?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address) return incoming;
  const existing = incoming?.trim();
  return existing ? `${existing}, ${address}` : address;
}

/** Hop-by-hop and origin-specific headers that must not be forwarded. */
const DROPPED_REQUEST_HEADERS = ['host', 'cookie', 'connection', 'content-length', 'accept-encoding', 'origin', 'referer'];
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection'];

/**
 * Forwards a browser call of /api/* to API_ORIGIN with its headers (Delivery-Country,
 * Accept-Language, TH-DateTime, TH-Nonce...), adding Authorization from the httpOnly token
 * cookie. The browser therefore never needs CORS and never sees the token. A 401 for a sent
 * token clears the cookie: the client then resets its login and reloads.
 */
export async function proxyToApi(request: Request, clientAddress?: string | null): Promise<Response> {
  const config = storefrontConfig();
  const url = new URL(request.url);
  const target = `${config.apiOrigin}${url.pathname}${url.search}`;
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!DROPPED_REQUEST_HEADERS.includes(key.toLowerCase())) headers.set(key, value);
  });
  const token = parseCookies(request.headers.get('Cookie'))[TOKEN_COOKIE];
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Token ${token}`);
  const xForwardedFor = forwardedFor(request.headers.get('X-Forwarded-For'), clientAddress);
  if (xForwardedFor) headers.set('X-Forwarded-For', xForwardedFor);
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : null,
      signal: request.signal,
      redirect: 'manual',
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error(`[storefront] API proxy could not reach ${config.apiOrigin}:`, error);
    return Response.json({ code: 'API_UNREACHABLE', message: 'The service is temporarily unavailable.' }, { status: 502 });
  }
  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!DROPPED_RESPONSE_HEADERS.includes(key.toLowerCase())) responseHeaders.set(key, value);
  });
  if (upstream.status === 401 && token) {
    responseHeaders.append('Set-Cookie', serializeCookie(TOKEN_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true }));
  }
  return new Response(upstream.status === 204 ? null : await upstream.arrayBuffer(), { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}
