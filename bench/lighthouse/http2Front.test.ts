import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Front, type Http2Front } from './http2Front.ts';

interface Seen {
  method?: string;
  url?: string;
  headers?: http.IncomingHttpHeaders;
  body?: string;
}

/** One HTTP/2 request through the front; the certificate is the run's own, so it is not verified. */
async function ask(origin: string, headers: http2.OutgoingHttpHeaders, body?: string) {
  const session = http2.connect(origin, { rejectUnauthorized: false });
  try {
    return await new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; protocol: string | undefined }>((resolve, reject) => {
      const stream = session.request(headers);
      let text = '';
      let answer: http2.IncomingHttpHeaders = {};
      stream.setEncoding('utf8');
      stream.on('response', (received) => (answer = received));
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: text, protocol: session.alpnProtocol }));
      stream.on('error', reject);
      stream.end(body);
    });
  } finally {
    session.close();
  }
}

describe('startHttp2Front', () => {
  let upstream: http.Server;
  let front: Http2Front;
  const seen: Seen = {};

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        Object.assign(seen, { method: request.method, url: request.url, headers: request.headers, body });
        // Connection headers that an HTTP/1.1 server may send and HTTP/2 forbids.
        response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'], connection: 'keep-alive', 'keep-alive': 'timeout=5' });
        response.end(`answer to ${request.method} ${request.url}`);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = await startHttp2Front(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  }, 30_000);

  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('speaks HTTP/2 over TLS and passes the request through as a load balancer does', async () => {
    const answer = await ask(front.url, { ':method': 'POST', ':path': '/api/v1/thing?lang=et', 'content-type': 'application/json', cookie: 'session=x' }, '{"a":1}');
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('answer to POST /api/v1/thing?lang=et');
    expect(seen.body).toBe('{"a":1}');
    expect(seen.headers).toMatchObject({ cookie: 'session=x', 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': '127.0.0.1' });
    expect(seen.headers!.host).toBe(new URL(front.url).host);
  });

  it('keeps the status and repeated headers, and drops the connection headers HTTP/2 forbids', async () => {
    const answer = await ask(front.url, { ':method': 'GET', ':path': '/missing' });
    expect(answer.status).toBe(404);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
  });
});
