import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { E2E_SIGNING_SALT } from './servers';
import { SEED_PASSWORD } from './shopper';
import { server } from './workerServers';

// The anonymous page cache of the running store (issue 18 item 4, decision 0050), over HTTP.
const storefront = () => server('storefrontUrl');
const documentHeaders = { Accept: 'text/html', 'Sec-Fetch-Dest': 'document', 'Accept-Encoding': 'gzip' };
const page = (path: string, headers: Record<string, string> = {}) => fetch(`${storefront()}${path}`, { headers: { ...documentHeaders, ...headers }, redirect: 'manual' });
const productPath = async () => {
  const list = await fetch(`${storefront()}/api/v1/products/highlighted/`).then((response) => response.json());
  return `/products/${list.results[0].id}?lang=et`;
};

/** A page stays valid from the cache: its CSP names the nonce its scripts carry. */
function nonceMatches(csp: string | null, html: string): boolean {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const scripts = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
  return nonce !== undefined && scripts.length > 0 && scripts.every((value) => value === nonce);
}

async function staffCookie(): Promise<string> {
  const login = await fetch(`${storefront()}/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: storefront() },
    body: JSON.stringify({ email: 'admin@salon.test', password: SEED_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Whether the page came from the cache; the body is read so that the server finishes (and keeps) it. */
async function cacheState(path: string): Promise<string | null> {
  const answer = await page(path);
  await answer.arrayBuffer();
  return answer.headers.get('X-Page-Cache');
}

async function untilRendered(path: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await cacheState(path)) === 'miss') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

describe("shared API answers' ETags through the /api proxy", () => {
  it('a browser revalidating a cached list (If-None-Match) gets 304 with the ETag, never a 500', async () => {
    for (const path of ['/api/v1/products/brands/', '/api/v1/statistics/popular/searches/', '/api/v1/products/categories/']) {
      const first = await fetch(`${storefront()}${path}`);
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      const etag = first.headers.get('ETag');
      expect({ path, etag: typeof etag }).toEqual({ path, etag: 'string' });
      const again = await fetch(`${storefront()}${path}`, { headers: { 'If-None-Match': etag! } });
      expect({ path, status: again.status, etag: again.headers.get('ETag'), body: await again.text() }).toEqual({ path, status: 304, etag, body: '' });
    }
  });
});

describe('anonymous page cache', () => {
  it('renders an anonymous product page once and serves it again, gzip, with a CSP that still fits its scripts', async () => {
    const path = await productPath();
    const first = await page(path);
    const firstHtml = await first.text();
    const second = await page(path);
    const secondHtml = await second.text();
    expect([first.headers.get('X-Page-Cache'), second.headers.get('X-Page-Cache')]).toContain('hit');
    expect(second.status).toBe(200);
    expect(second.headers.get('Content-Encoding')).toBe('gzip');
    expect(second.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(secondHtml).toBe(firstHtml);
    expect(nonceMatches(second.headers.get('Content-Security-Policy'), secondHtml)).toBe(true);
  });

  it('renders for a logged-in visitor every time and never hands them the shared copy', async () => {
    const cookie = await staffCookie();
    const answer = await page('/?lang=et', { Cookie: cookie });
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Page-Cache')).toBeNull();
  });

  it('renders again right after a staff write through the store, and within a second or two after a write straight to the API', async () => {
    const path = '/?lang=et';
    await cacheState(path);
    expect(await cacheState(path)).toBe('hit');

    const cookie = await staffCookie();
    const name = `/cache-${Date.now()}`;
    const created = await fetch(`${storefront()}/api/v1/creator/administrator/routes/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: storefront(), Cookie: cookie },
      body: JSON.stringify({ type: 'ROUTE', name }),
    });
    expect(created.status).toBe(201);
    expect(await cacheState(path)).toBe('miss');

    // Another storefront's staff (or a job) writes to the API directly: this one learns of it by the content version.
    expect(await cacheState(path)).toBe('hit');
    const timestamp = String(Date.now());
    const token = cookie.split('=')[1]!;
    const direct = await fetch(`${server('apiUrl')}/api/v1/creator/administrator/routes/${(await created.json()).uuid}/`, {
      method: 'DELETE',
      headers: { Authorization: `Token ${token}`, 'TH-DateTime': timestamp, 'TH-Nonce': createHash('sha256').update(timestamp + E2E_SIGNING_SALT).digest('hex') },
    });
    expect(direct.status).toBe(204);
    expect(await untilRendered(path, 3_000)).toBeLessThan(3_000);
  });
});
