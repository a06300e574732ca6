import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopperAddress, signingHeaders } from '../app/lib/apiCall.server';
import { PROXY_BODY_MAX_BYTES } from '../app/lib/proxy.server';

const SALT = 'proxy-test-salt';
/** What apps/api/src/middleware/requestSigning.ts checks: hex(SHA-256(TH-DateTime + salt)). */
const apiAccepts = (dateTime: string | undefined, nonce: string | undefined) => !!dateTime && nonce === createHash('sha256').update(dateTime + SALT).digest('hex');

describe('signingHeaders (TH-DateTime, TH-Nonce computed on the server, 0005)', () => {
  it('gives the nonce the API computes: sha256(TH-DateTime + salt)', () => {
    expect(signingHeaders('salt', 1_700_000_000_000)).toEqual({
      'TH-DateTime': '1700000000000',
      'TH-Nonce': createHash('sha256').update('1700000000000salt').digest('hex'),
    });
    const now = signingHeaders(SALT);
    expect(apiAccepts(now['TH-DateTime'], now['TH-Nonce'])).toBe(true);
    expect(Math.abs(Number(now['TH-DateTime']) - Date.now())).toBeLessThan(5_000);
  });
});

describe('the shopper address the API is given (X-Forwarded-For)', () => {
  it("is the connection's address, never what a browser wrote", () => {
    expect(shopperAddress(null, '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(shopperAddress('1.2.3.4, 5.6.7.8', '203.0.113.7', 0)).toBe('203.0.113.7');
    // IPv4 clients of a dual-stack socket are written as plain IPv4.
    expect(shopperAddress(null, '::ffff:203.0.113.7', 0)).toBe('203.0.113.7');
    expect(shopperAddress(null, '2001:db8::1', 0)).toBe('2001:db8::1');
    // Without a known address (react-router dev or react-router-serve) nothing is passed on:
    // a browser that sent its own X-Forwarded-For would otherwise pick its address per request.
    expect(shopperAddress('198.51.100.1', undefined, 0)).toBeNull();
    expect(shopperAddress(null, null, 0)).toBeNull();
  });

  it('behind STOREFRONT_TRUST_PROXY reverse proxies: the address the outermost one saw, so shoppers are not all counted as the proxy', () => {
    // One proxy appended the shopper's address; a forged entry on the left is not taken.
    expect(shopperAddress('1.2.3.4, 198.51.100.20', '10.0.0.2', 1)).toBe('198.51.100.20');
    expect(shopperAddress('198.51.100.20, 10.0.0.3', '10.0.0.2', 2)).toBe('198.51.100.20');
    // A connection that did not come through the proxy: its own address.
    expect(shopperAddress(null, '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});

describe('the /api proxy', () => {
  describe('proxyToApi against a real upstream', () => {
    let upstream: http.Server;
    const seen: { url: string; xff: string | undefined; authorization: string | undefined }[] = [];
    const signatures: { dateTime: string | undefined; nonce: string | undefined }[] = [];
    let proxyToApi: typeof import('../app/lib/proxy.server').proxyToApi;
    let apiFetchFor: typeof import('../app/lib/apiCall.server').apiFetchFor;
    const before = { API_ORIGIN: process.env.API_ORIGIN, REQUEST_SIGNING_SALT: process.env.REQUEST_SIGNING_SALT };
    beforeAll(async () => {
      upstream = http.createServer((request, response) => {
        seen.push({ url: request.url ?? '', xff: request.headers['x-forwarded-for'] as string | undefined, authorization: request.headers.authorization });
        signatures.push({ dateTime: request.headers['th-datetime'] as string | undefined, nonce: request.headers['th-nonce'] as string | undefined });
        // The API's ETag revalidation: a matching If-None-Match is answered 304 without a body.
        if (request.headers['if-none-match'] === '"v1"') {
          response.writeHead(304, { ETag: '"v1"', 'Cache-Control': 'public, max-age=60' });
          response.end();
          return;
        }
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ ok: true }));
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      process.env.API_ORIGIN = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      process.env.REQUEST_SIGNING_SALT = SALT;
      // The configuration is read once per module graph, and this project shares one graph per
      // worker (isolate: false): a file that ran before may have read it without this upstream.
      vi.resetModules();
      ({ proxyToApi } = await import('../app/lib/proxy.server'));
      ({ apiFetchFor } = await import('../app/lib/apiCall.server'));
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
      // Files after this one in the worker read the configuration they were started with.
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      vi.resetModules();
    });

    it('sends the shopper address, the path and the token cookie upstream', async () => {
      const token = 'a1'.repeat(32);
      const request = new Request('http://shop.test/api/v1/rest-auth/user/?a=1', { headers: { Cookie: `salon_token=${token}`, 'X-Forwarded-For': '10.9.9.9' } });
      const response = await proxyToApi(request, { clientAddress: '203.0.113.7' });
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({ ok: true });
      // The browser's own X-Forwarded-For is not passed on: the API takes the one entry as the shopper's.
      expect(seen.at(-1)).toEqual({ url: '/api/v1/rest-auth/user/?a=1', xff: '203.0.113.7', authorization: `Token ${token}` });
    });

    it("passes a revalidation's 304 on as a 304 with its ETag and no body (it was a 500)", async () => {
      const response = await proxyToApi(new Request('http://shop.test/api/v1/products/brands/', { headers: { 'If-None-Match': '"v1"' } }), { clientAddress: '203.0.113.7' });
      expect(response.status).toBe(304);
      expect(response.headers.get('ETag')).toBe('"v1"');
      expect(response.body).toBeNull();
    });

    it('forwards POST bodies with the address too', async () => {
      const request = new Request('http://shop.test/api/v1/rest-auth/password/reset/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@b.ee"}' });
      await proxyToApi(request, { clientAddress: '::ffff:192.0.2.10' });
      expect(seen.at(-1)!.xff).toBe('192.0.2.10');
    });

    it('refuses a body over its ceiling with 413 before reading it all, and forwards nothing', async () => {
      const before = seen.length;
      const declared = new Request('http://shop.test/api/v1/orders/', { method: 'POST', headers: { 'Content-Length': String(PROXY_BODY_MAX_BYTES + 1) }, body: '{}' });
      const refused = await proxyToApi(declared, undefined);
      expect(refused.status).toBe(413);
      // The rest may still be arriving: the server closes instead of draining it for keep-alive.
      expect(refused.headers.get('Connection')).toBe('close');
      await expect(refused.json()).resolves.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      // No Content-Length: the bytes that arrive count.
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > PROXY_BODY_MAX_BYTES * 2) return controller.close();
          const chunk = new Uint8Array(1024 * 1024);
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const streamed = new Request('http://shop.test/api/v1/admin/media/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
      expect((await proxyToApi(streamed, undefined)).status).toBe(413);
      // It stopped reading soon after the ceiling.
      expect(sent).toBeLessThan(PROXY_BODY_MAX_BYTES + 3 * 1024 * 1024);
      expect(seen.length).toBe(before);
    });

    it('signs every forwarded call itself and drops what the browser sent as a signature', async () => {
      const forged = { 'TH-DateTime': '1', 'TH-Nonce': 'f'.repeat(64) };
      await proxyToApi(new Request('http://shop.test/api/v1/products/1/', { headers: forged }), { clientAddress: '203.0.113.7' });
      await proxyToApi(new Request('http://shop.test/api/v1/orders/', { method: 'POST', body: '{}' }), undefined);
      for (const signature of signatures.slice(-2)) {
        expect(signature.dateTime).not.toBe('1');
        expect(apiAccepts(signature.dateTime, signature.nonce)).toBe(true);
      }
    });

    it("server-side calls (loaders, /session/login) are signed and carry the shopper's address too", async () => {
      const incoming = new Request('http://shop.test/session/login', { method: 'POST', headers: { 'X-Forwarded-For': '10.0.0.1' } });
      await apiFetchFor(incoming, { clientAddress: '203.0.113.9' })(`${process.env.API_ORIGIN}/api/v1/rest-auth/login/`, { method: 'POST', headers: { 'TH-Nonce': 'forged' } });
      expect(seen.at(-1)!.xff).toBe('203.0.113.9');
      expect(apiAccepts(signatures.at(-1)!.dateTime, signatures.at(-1)!.nonce)).toBe(true);
    });
  });
});
