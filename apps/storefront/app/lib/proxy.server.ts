import { MEDIA_UPLOAD_MAX_BYTES, SHARED_CONTENT_HEADER, writeChangesSharedContent } from '@salon/domain';
import type { AppLoadContext } from 'react-router';
import { SIGNING_HEADERS, addApiCallHeaders } from './apiCall.server';
import { storefrontConfig } from './config.server';
import { parseCookies } from './cookies';
import { sessionToken } from './session';
import { clearedTokenCookie } from './sessionCookie.server';
import { anonymousPages } from './pageCache.server';
import { boundedBody, payloadTooLarge } from './boundedBody.server';

/**
 * Hop-by-hop and origin-specific headers that must not be forwarded, and the signing headers:
 * only this server signs (a browser has no salt; whatever it sends there is replaced).
 */
const DROPPED_REQUEST_HEADERS = ['host', 'cookie', 'connection', 'content-length', 'accept-encoding', 'origin', 'referer', ...SIGNING_HEADERS.map((name) => name.toLowerCase())];
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection'];
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The largest body the proxy forwards: the API's largest upload plus room for the multipart
 * framing. The proxy holds a body in memory before forwarding it, so without its own ceiling a
 * client could make it buffer any amount before the API got the chance to refuse.
 */
export const PROXY_BODY_MAX_BYTES = MEDIA_UPLOAD_MAX_BYTES + 1024 * 1024;

const tooLarge = () => payloadTooLarge(PROXY_BODY_MAX_BYTES);

/**
 * Forwards a browser call of /api/* to API_ORIGIN with its headers (Delivery-Country,
 * Accept-Language...), adding Authorization from the httpOnly token cookie, the signature and
 * the shopper's address (addApiCallHeaders). The browser therefore never needs CORS and never
 * sees the token or the salt. A 401 for a sent token clears the cookie: the client then resets
 * its login and reloads.
 */
export async function proxyToApi(request: Request, context: AppLoadContext | undefined): Promise<Response> {
  const config = storefrontConfig();
  const url = new URL(request.url);
  const target = `${config.apiOrigin}${url.pathname}${url.search}`;
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!DROPPED_REQUEST_HEADERS.includes(key.toLowerCase())) headers.set(key, value);
  });
  const token = sessionToken(parseCookies(request.headers.get('Cookie')));
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Token ${token}`);
  addApiCallHeaders(headers, request, context?.clientAddress);
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const body = hasBody ? await boundedBody(request, PROXY_BODY_MAX_BYTES) : null;
  if (hasBody && body === null) return tooLarge();
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
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
  // A write may change what anonymous pages show: none kept from before it is served again.
  if (hasBody && upstream.status < 400 && writeChangesSharedContent(url.pathname.replace(/^\/api\/v1(?=\/)/, ''), upstream.headers.get(SHARED_CONTENT_HEADER))) anonymousPages().clear();
  if (upstream.status === 401 && token) {
    responseHeaders.append('Set-Cookie', clearedTokenCookie(request));
  }
  // 204, 205 and 304 carry no body, and a Response with one cannot be built: a browser's
  // revalidation (If-None-Match, answered 304 by the API's ETags) must not become a 500.
  const answer = NULL_BODY_STATUSES.has(upstream.status) ? null : await upstream.arrayBuffer();
  return new Response(answer, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}
