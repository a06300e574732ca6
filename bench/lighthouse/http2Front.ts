/**
 * An HTTPS + HTTP/2 front for a loopback server, as production serves the store: the CDN or load
 * balancer speaks HTTP/2 to browsers and HTTP/1.1 to the Node processes behind it
 * (docs/architecture.md). Browsers speak HTTP/2 only over TLS, so the front holds a self-signed
 * certificate made for the run, and Chromium is told to accept it.
 *
 * What a load balancer does and no more: it passes method, path, headers and body through, adds
 * X-Forwarded-Proto/For, and drops the HTTP/1.1 connection headers that HTTP/2 forbids. Bodies are
 * streamed as they are (the storefront sends its own compressed copies).
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { forwardRequest } from '../forwardRequest.ts';

/** Headers that belong to one HTTP/1.1 connection and must not cross into HTTP/2 (RFC 9113 8.2.2). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

export interface Http2Front {
  /** https://127.0.0.1:<port> */
  url: string;
  close: () => Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
async function loopbackCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/** Without HTTP/2's pseudo-headers and the HTTP/1.1 connection headers: what may cross between the two. */
function withoutConnectionHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name) && value !== undefined) kept[name] = value;
  return kept;
}

function upstreamHeaders(request: http2.Http2ServerRequest): http.OutgoingHttpHeaders {
  const headers = withoutConnectionHeaders(request.headers);
  headers.host = request.headers[':authority'] ?? request.headers.host;
  headers['x-forwarded-proto'] = 'https';
  const address = request.socket.remoteAddress;
  if (address) headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;
  return headers;
}

/** Starts an HTTP/2 front on a free loopback port that forwards every request to `upstream` (an http:// origin). */
export async function startHttp2Front(upstream: string): Promise<Http2Front> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...(await loopbackCertificate()), allowHTTP1: true }, (request, response) =>
    forwardRequest(request, response, { upstream, agent, headers: upstreamHeaders(request), answerHeaders: (answer) => withoutConnectionHeaders(answer.headers) }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
