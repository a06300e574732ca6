import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COOKIE_NAME } from '@salon/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousPageCacheMiddleware, anonymousPageKey, createPageCache, type PageCache } from '../app/lib/pageCache.server';
import { TOKEN_COOKIE } from '../app/lib/session';

const documentHeaders = { host: 'salon.test', accept: 'text/html' };

describe('anonymousPageKey', () => {
  it('is null for what must be rendered for one request: writes, logins, the proxy and staff, checkout and account pages', () => {
    expect(anonymousPageKey({ method: 'POST', url: '/', headers: documentHeaders })).toBeNull();
    expect(anonymousPageKey({ method: 'GET', url: '/', headers: { ...documentHeaders, cookie: `${TOKEN_COOKIE}=abc` } })).toBeNull();
    expect(anonymousPageKey({ method: 'GET', url: '/', headers: { ...documentHeaders, authorization: 'Token abc' } })).toBeNull();
    for (const url of ['/products?search=shampoo&lang=et', '/api/v1/products/', '/admin', '/admin/creator', '/order/delivery', '/account/orders', '/session/login', '/texts/et.abc.json', '/healthz']) {
      expect(anonymousPageKey({ method: 'GET', url, headers: documentHeaders }), url).toBeNull();
    }
  });

  it('tells apart what the loaders read (address, host, language and country cookies, document or data) and nothing else', () => {
    const key = (url: string, headers: Record<string, string>) => anonymousPageKey({ method: 'GET', url, headers: { ...documentHeaders, ...headers } });
    const base = key('/products/1?lang=et', {});
    expect(base).not.toBeNull();
    expect(key('/products/1?lang=et', { cookie: `${COOKIE_NAME.CONSENT}=all; other=1` })).toBe(base);
    expect(key('/products/1?lang=en', {})).not.toBe(base);
    expect(key('/products/1?lang=et', { host: 'salon.lv' })).not.toBe(base);
    expect(key('/products/1?lang=et', { cookie: `${COOKIE_NAME.LOCALE}=ru_RU` })).not.toBe(base);
    expect(key('/products/1?lang=et', { cookie: `${COOKIE_NAME.DELIVERY_COUNTRY}=2` })).not.toBe(base);
    expect(key('/products/1?lang=et', { accept: '*/*' })).not.toBe(base);
    expect(key('/products/1?lang=et', { 'x-forwarded-proto': 'https' })).not.toBe(base);
  });
});

describe('anonymousPageCacheMiddleware', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** The middleware in front of a page handler, as in server.mjs; counts the renders. */
  async function serve(cache: PageCache, page: (res: ServerResponse, render: number) => void) {
    let renders = 0;
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      anonymousPageCacheMiddleware(cache)(req, res, () => page(res, ++renders));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (path = '/', headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers: { accept: 'text/html', ...headers } });
    return { get, renders: () => renders };
  }

  const html = (res: ServerResponse, render: number, status = 200) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-n${render}'`);
    res.write(`<html><script nonce="n${render}">`);
    res.end(`render ${render}</script></html>`);
  };
  const cacheAt = (version: { current: string }, now = () => 0) => createPageCache({ ttlSeconds: 10, fetchContentVersion: async () => version.current, now });

  it('renders an anonymous page once and serves the same HTML, CSP and nonce again, compressed once', async () => {
    const { get, renders } = await serve(cacheAt({ current: 'v1' }), html);
    const first = await get();
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    expect(await first.text()).toBe('<html><script nonce="n1">render 1</script></html>');

    const second = await get('/', { 'accept-encoding': 'gzip' });
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(second.headers.get('Content-Encoding')).toBe('gzip');
    expect(second.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'nonce-n1'");
    expect(await second.text()).toBe('<html><script nonce="n1">render 1</script></html>');
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(Buffer.from(await plain.arrayBuffer()).toString()).toBe('<html><script nonce="n1">render 1</script></html>');
    expect(renders()).toBe(1);
  });

  it('keeps nothing for a login cookie, a failed page, a no-store page or a cookie other than the language', async () => {
    const statuses = [404, 200, 200, 200];
    const { get, renders } = await serve(cacheAt({ current: 'v1' }), (res, render) => {
      if (render === 2) res.setHeader('Cache-Control', 'no-store');
      if (render === 3) res.setHeader('Set-Cookie', 'salon_token=; Max-Age=0');
      html(res, render, statuses[render - 1]);
    });
    await get();
    await get();
    await get();
    await get('/', { cookie: `${TOKEN_COOKIE}=t` });
    expect(renders()).toBe(4);
    // The fifth render is kept: a 200 with no cookie.
    await get();
    expect((await get()).headers.get('X-Page-Cache')).toBe('hit');
    expect(renders()).toBe(5);
  });

  it('renders again after clear() (a write through this storefront) and when the API’s content version moved', async () => {
    const version = { current: 'v1' };
    let clock = 0;
    const cache = cacheAt(version, () => clock);
    const { get, renders } = await serve(cache, html);
    await get();
    await get();
    expect(renders()).toBe(1);
    cache.clear();
    await get();
    expect(renders()).toBe(2);

    version.current = 'v2';
    await get();
    // Within a second the version is not asked again.
    expect(renders()).toBe(2);
    clock = 1_500;
    expect(await (await get()).text()).toContain('render 3');
    expect(renders()).toBe(3);
  });

  it('keeps the language cookie a first visit gets, since the key decides it', async () => {
    const { get, renders } = await serve(cacheAt({ current: 'v1' }), (res, render) => {
      res.setHeader('Set-Cookie', `${COOKIE_NAME.LOCALE}=et_EE; Path=/`);
      html(res, render);
    });
    await get();
    const hit = await get();
    expect(hit.headers.get('X-Page-Cache')).toBe('hit');
    expect(hit.headers.get('Set-Cookie')).toBe(`${COOKIE_NAME.LOCALE}=et_EE; Path=/`);
    expect(renders()).toBe(1);
  });
});
