/**
 * The storefront side of the security issue, attacked against the real production build
 * (docs/decisions/0010-security.md, "Hardening of 2026-11-24 (storefront)"): raw HTTP where the
 * attack is a request a browser would not send as written, Chromium where it is a page.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { E2E_SIGNING_SALT, freePort } from './servers';
import { LOGIN, logIn, newShopper, open } from './shopper';
import { server } from './workerServers';

const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/storefront');
const base = () => new URL(server('storefrontUrl'));

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request with the path exactly as written (fetch and browsers normalise `/\` and `//`). */
function raw(pathAndQuery: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = base();
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: pathAndQuery, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const documentRequest = { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' };

describe('storefront security (production build)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  describe('1. every redirect stays on the site', () => {
    const attacks = ['//evil.example/x', '///evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%2F/evil.example', '/\\/evil.example/x?a=1'];

    it.each(attacks)('%s: the locale redirect answers a same-origin path', async (attack) => {
      const answer = await raw(attack, { headers: documentRequest });
      expect(answer.status).toBe(302);
      const location = String(answer.headers.location);
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, base()).origin).toBe(base().origin);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    });

    it('Chromium following //evil.example/x stays on the storefront', async () => {
      const { page, context } = await newShopper(browser);
      await page.goto(`${base().origin}//evil.example/x`);
      expect(new URL(page.url()).origin).toBe(base().origin);
      await context.close();
    });
  });

  describe('2. the browser never sees the signing salt; the storefront server signs', () => {
    it('no client asset holds the salt or any signing code', () => {
      const client = path.join(storefrontDir, 'build/client');
      const files = (fs.readdirSync(client, { recursive: true }) as string[]).filter((file) => /\.(js|css|html|json|txt|map)$/.test(file));
      expect(files.length).toBeGreaterThan(10);
      const offenders = files.filter((file) => /TH-Nonce|TH-DateTime|e2e-signing-salt/.test(fs.readFileSync(path.join(client, file), 'utf8')));
      expect(offenders).toEqual([]);
    });

    it('no document, loader data or asset a shopper loads contains the configured salt', async () => {
      const { page, context } = await newShopper(browser);
      const bodies: string[] = [];
      page.on('response', (response) => void response.text().then((text) => bodies.push(text), () => undefined));
      const signedByBrowser: string[] = [];
      page.on('request', (request) => {
        if (request.headers()['th-nonce'] || request.headers()['th-datetime']) signedByBrowser.push(request.url());
      });
      await open(page, '/');
      await open(page, '/products');
      await page.waitForLoadState('networkidle');
      const html = await page.content();
      expect(html).not.toContain(E2E_SIGNING_SALT);
      expect(bodies.length).toBeGreaterThan(3);
      expect(bodies.filter((body) => body.includes(E2E_SIGNING_SALT))).toEqual([]);
      expect(signedByBrowser).toEqual([]);
      await context.close();
    });

    it('the /api proxy replaces a forged browser signature with its own (the API, with the salt, accepts it)', async () => {
      const forged = await fetch(`${base().origin}/api/v1/products/categories/`, { headers: { 'TH-DateTime': String(Date.now()), 'TH-Nonce': 'f'.repeat(64) } });
      expect(forged.status).toBe(200);
      // Straight to the API the same forgery is refused: the signature really is checked.
      const direct = await fetch(`${server('apiUrl')}/api/v1/products/categories/`, { headers: { 'TH-DateTime': String(Date.now()), 'TH-Nonce': 'f'.repeat(64) } });
      expect(direct.status).toBe(401);
    });
  });

  describe('3. the login cookie is Secure', () => {
    it('behind a TLS proxy (X-Forwarded-Proto: https) and on plain http alike in production; Chromium keeps it on http://127.0.0.1', async () => {
      const origin = base().origin;
      for (const headers of [{ 'X-Forwarded-Proto': 'https' }, {}] as Record<string, string>[]) {
        const answer = await fetch(`${origin}/session/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
          body: JSON.stringify({ email: LOGIN.PRIVATE, password: 'Salon-Demo-2025' }),
        });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('set-cookie')).toMatch(/^salon_token=[0-9a-f]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/);
      }
      const { page, context } = await newShopper(browser);
      await logIn(page, LOGIN.PRIVATE);
      const cookie = (await context.cookies()).find((entry) => entry.name === 'salon_token');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true });
      // The browser sends it back: the account page (login required) renders.
      expect((await page.goto('/account/overview'))?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/account/overview');
      await context.close();
    });
  });

  describe('4. the admin guard checks the matched route, not the raw path', () => {
    it('a logged-in customer gets 404 for case and encoding variants of admin pages', async () => {
      const { page, context } = await newShopper(browser);
      await logIn(page, LOGIN.PRIVATE);
      for (const attack of ['/ADMIN/users', '/admin/%75sers', '/Admin/', '/ADMIN', '/aDmIn/creator/edit', '/admin/%55SERS']) {
        const response = await page.goto(attack);
        expect(response?.status(), attack).toBe(404);
        expect(await page.locator('[data-testid="admin-layout"]').count(), attack).toBe(0);
      }
      await context.close();
    });

    it('an administrator still gets the page, whatever the spelling', async () => {
      const { page, context } = await newShopper(browser);
      await logIn(page, 'admin@salon.test');
      for (const address of ['/admin/users', '/ADMIN/users']) {
        expect((await page.goto(address))?.status(), address).toBe(200);
        await page.locator('[data-testid="admin-layout"]').waitFor();
      }
      await context.close();
    });
  });

  describe('6. unknown ids are 404 pages, not 500', () => {
    it.each(['/products/0', '/products/99999999999', '/products/abc', '/products/-1', '/products/categories/0', '/products/categories/99999999999', '/products/categories/abc', '/campaigns/0', '/campaigns/99999999999', '/inspiration/0', '/no/such/page'])(
      '%s',
      async (address) => {
        expect((await raw(`${address}?lang=et`, { headers: documentRequest })).status).toBe(404);
      },
    );

    it('order ids of a logged-in shopper too', async () => {
      const { page, context } = await newShopper(browser);
      await logIn(page, LOGIN.PRIVATE);
      for (const address of ['/account/orders/0', '/account/orders/abc', '/account/orders/99999999999']) {
        expect((await page.goto(`${address}?lang=et`))?.status(), address).toBe(404);
      }
      await context.close();
    });
  });

  describe('7. robots.txt, sitemap.xml, nosniff and the listening address', () => {
    it('robots.txt and sitemap.xml name PUBLIC_ORIGIN, never the Host header', async () => {
      for (const address of ['/robots.txt', '/sitemap.xml']) {
        const answer = await raw(address, { headers: { Host: 'evil.example' } });
        expect(answer.status, address).toBe(200);
        expect(answer.body, address).not.toContain('evil.example');
        expect(answer.body, address).toContain(`${base().origin}/`);
      }
    });

    it('X-Content-Type-Options: nosniff on every kind of response', async () => {
      const asset = fs.readdirSync(path.join(storefrontDir, 'build/client/assets')).find((file) => file.endsWith('.js'))!;
      const login = JSON.stringify({ email: LOGIN.PRIVATE, password: 'wrong' });
      const answers = {
        document: await raw('/?lang=et', { headers: documentRequest }),
        asset: await raw(`/assets/${asset}`),
        missingAsset: await raw('/assets/nothing-here.js'),
        publicFile: await raw('/favicon.svg'),
        robots: await raw('/robots.txt'),
        health: await raw('/healthz'),
        notFound: await raw('/no/such/page?lang=et', { headers: documentRequest }),
        redirect: await raw('/products', { headers: documentRequest }),
        apiProxy: await raw('/api/v1/products/categories/'),
        csrfRefused: await raw('/session/login', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' }, body: login }),
        dataRequest: await raw('/products.data'),
      };
      for (const [kind, answer] of Object.entries(answers)) expect(answer.headers['x-content-type-options'], `${kind} (${answer.status})`).toBe('nosniff');
    });

    it('server.mjs listens on loopback unless HOST is set', async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['server.mjs', './build/server/index.js'], {
        cwd: storefrontDir,
        env: { ...process.env, HOST: '', PORT: String(port), NODE_ENV: 'production', API_ORIGIN: server('apiUrl'), REQUEST_SIGNING_SALT: E2E_SIGNING_SALT, PUBLIC_ORIGIN: base().origin },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await expect.poll(() => output, { timeout: 30_000 }).toContain('[storefront] http://127.0.0.1:');
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        const external = Object.values(os.networkInterfaces()).flat().find((address) => address && address.family === 'IPv4' && !address.internal);
        if (external) await expect(fetch(`http://${external.address}:${port}/healthz`)).rejects.toThrow();
      } finally {
        child.kill('SIGTERM');
      }
    });
  });

  describe('8. login CSRF: /session/login and /session/logout check the Origin', () => {
    it('refuses a cross-site login and logout (403 CSRF_FAILED) and sets no cookie', async () => {
      const body = JSON.stringify({ email: LOGIN.PRIVATE, password: 'Salon-Demo-2025' });
      const json = { 'Content-Type': 'application/json' };
      for (const [address, headers] of [
        ['/session/login', { ...json, Origin: 'http://evil.example' }],
        ['/session/login', { ...json, Origin: base().origin, 'Sec-Fetch-Site': 'cross-site' }],
        ['/session/login', json],
        ['/session/logout', { ...json, Origin: 'http://evil.example', Cookie: 'salon_token=abc' }],
      ] as const) {
        const answer = await raw(address, { method: 'POST', headers, body });
        expect(answer.status, `${address} ${JSON.stringify(headers)}`).toBe(403);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'CSRF_FAILED' });
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    });

    it('a cross-site form in Chromium cannot log the visitor in', async () => {
      const { page, context } = await newShopper(browser);
      // An attacker's page on another origin (a data: URL is an opaque origin) posting to our login.
      await page.setContent(`<form method="post" action="${base().origin}/session/login" enctype="text/plain"><input name='{"email":"${LOGIN.PRIVATE}","password":"Salon-Demo-2025","x":"' value='"}'></form>`);
      const [response] = await Promise.all([page.waitForResponse(`${base().origin}/session/login`), page.locator('form').evaluate((form: HTMLFormElement) => form.submit())]);
      expect(response.status()).toBe(403);
      expect((await context.cookies()).find((entry) => entry.name === 'salon_token')).toBeUndefined();
      await context.close();
    });
  });
  describe('10. odd requests are refused in words, never a 500', () => {
    it('TRACE is 405; an absolute URL in the request line is 400', async () => {
      // (TRACK and CONNECT on a path are refused by Node's parser itself, with a 400.)
      for (const method of ['TRACE']) {
        for (const path of ['/', '/api/v1/products/', '/media/x.png']) {
          const answer = await raw(path, { method });
          expect({ method, path, status: answer.status }).toEqual({ method, path, status: 405 });
        }
      }
      const absolute = await raw('http://evil.example/media/x');
      expect(absolute.status).toBe(400);
    });

    it('a login cookie that is not a login key (a line break in it) is not sent on: the API answers as to a visitor, not with a 500', async () => {
      const answer = await raw('/api/v1/products/1/', { headers: { Cookie: 'salon_token=%0Aabc' } });
      expect(answer.status).toBe(200);
      const page = await raw('/?lang=en', { headers: { ...documentRequest, Cookie: 'salon_token=%0Aabc' } });
      expect(page.status).toBe(200);
    });
  });

  describe('9. a body the API refuses as too large harms no request after it', () => {
    it("the storefront's own refusal (over the proxy's ceiling) closes the connection instead of draining the rest", async () => {
      // Announced, never sent: an answer that waited for the body would never come.
      const answer = await raw('/api/v1/administrator/media/', { method: 'POST', headers: { Origin: base().origin, 'Content-Type': 'application/octet-stream', 'Content-Length': String(512 * 1024 * 1024) }, body: 'x' });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('/session/login refuses a body over its 4 kB before reading it (a 200 MB one took the storefront to 1.1 GB)', async () => {
      const answer = await raw('/session/login', { method: 'POST', headers: { Origin: base().origin, 'Content-Type': 'application/json', 'Content-Length': String(200 * 1024 * 1024) }, body: '{' });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const sent = await raw('/session/login', { method: 'POST', headers: { Origin: base().origin, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a@b.ee', password: 'x'.repeat(8000) }) });
      expect(sent.status).toBe(413);
    });

    it("the next call through the /api proxy is answered, not 502 (the API closes the refused body's connection and says so)", async () => {
      const origin = base().origin;
      const newsletter = `${origin}/api/v1/subscribe-newsletter/`;
      const post = (body: string) => fetch(newsletter, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body });
      for (let round = 0; round < 3; round += 1) {
        // Under the proxy's own ceiling (it takes uploads), over the API's 1 MB for a JSON call.
        const refused = await post(JSON.stringify({ email: 'a'.repeat(3 * 1024 * 1024) }));
        expect(refused.status).toBe(413);
        await expect(refused.json()).resolves.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
        const next = await post('{"email":"not-an-address"}');
        expect({ round, status: next.status }).toEqual({ round, status: 400 });
        await expect(next.json()).resolves.toMatchObject({ code: 'VALIDATION_ERROR' });
      }
    });
  });
});
