import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_CHECK_MS } from '@salon/domain';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';

// The shared anonymous answers of lib/publicCache.ts (issue 18 item 4, decision 0050).
const api = await createTestApi();
afterAll(() => api.close());
const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const ADMIN = '/api/v1/creator/administrator';
const version = async () => (await api.request('GET', '/api/v1/content-version/')).body.version as string;

describe('shared anonymous answers', () => {
  it('keeps an anonymous answer, revalidates it by ETag and keeps languages apart', async () => {
    const first = await api.request('GET', '/api/v1/products/categories/');
    expect(first.headers.get('X-Api-Cache')).toBe('miss');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('Vary')).toContain('Authorization');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const second = await api.request('GET', '/api/v1/products/categories/');
    expect(second.headers.get('X-Api-Cache')).toBe('hit');
    expect(second.headers.get('ETag')).toBe(etag);
    expect(second.headers.get('Content-Type')).toContain('application/json');
    expect(second.body).toEqual(first.body);

    const revalidated = await api.request('GET', '/api/v1/products/categories/', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);

    const english = await api.request('GET', '/api/v1/products/highlighted/', { headers: { 'Accept-Language': 'en-US' } });
    const estonian = await api.request('GET', '/api/v1/products/highlighted/', { headers: { 'Accept-Language': 'et-EE' } });
    expect(english.headers.get('X-Api-Cache')).toBe('miss');
    expect(estonian.headers.get('X-Api-Cache')).toBe('miss');
  });

  it('never keeps or serves a shared copy to a logged-in viewer, nor for search (it records statistics)', async () => {
    await api.request('GET', '/api/v1/products/popular/');
    const loggedIn = await api.request('GET', '/api/v1/products/popular/', { token: admin });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.get('X-Api-Cache')).toBeNull();
    expect(loggedIn.headers.get('ETag')).toBeNull();
    const search = await api.request('GET', '/api/v1/products/elastic/search/new/?search=shampoo');
    expect(search.headers.get('X-Api-Cache')).toBeNull();
  });

  it('drops every kept answer after a successful write, and not after a refused one', async () => {
    const path = `/cache-${Math.random().toString(36).slice(2, 8)}`;
    const query = `/api/v1/creator/schemes-by-path/?type=ROUTE&path=${encodeURIComponent(path)}&language=et_EE`;
    expect((await api.request('GET', query)).body).toEqual([]);
    expect((await api.request('GET', query)).headers.get('X-Api-Cache')).toBe('hit');
    const before = await version();

    const refused = await api.request('POST', `${ADMIN}/routes/`, { token: admin, body: { type: 'NOPE' } });
    expect(refused.status).toBe(400);
    expect(await version()).toBe(before);
    expect((await api.request('GET', query)).headers.get('X-Api-Cache')).toBe('hit');

    const route = await api.request('POST', `${ADMIN}/routes/`, { token: admin, body: { type: 'ROUTE', name: path } });
    expect(route.status).toBe(201);
    const scheme = await api.request('POST', `${ADMIN}/schemes-v2/`, { token: admin, body: { route_uuid: route.body.uuid, language: 'et_EE', path, publication: 'PUBLISHED' } });
    expect(scheme.status).toBe(201);
    expect(await version()).not.toBe(before);

    const after = await api.request('GET', query);
    expect(after.headers.get('X-Api-Cache')).toBe('miss');
    expect(after.body.map((found: { uuid: string }) => found.uuid)).toEqual([scheme.body.uuid]);
  });

  it('a draft cart of anyone (created, its lines changed) keeps every kept answer; placing an order with seats does not (decision 0082)', async () => {
    const query = '/api/v1/events/';
    await api.request('GET', query);
    expect((await api.request('GET', query)).headers.get('X-Api-Cache')).toBe('hit');
    const before = await version();
    const cart = await api.request('POST', '/api/v1/orders/', { body: {} });
    expect(cart.headers.get('X-Shared-Content')).toBe('unchanged');
    const [product] = (await api.request('GET', '/api/v1/products/?page_size=50')).body.results.products.filter((item: { price: string | null; is_disabled: boolean; valid_restrictions: unknown[] }) => item.price !== null && !item.is_disabled && item.valid_restrictions.length === 0);
    const line = await api.request('POST', `/api/v1/orders/${cart.body.uuid}/order-lines/`, { body: { product: product.id, quantity: 1 } });
    expect(line.status).toBe(201);
    expect((await api.request('PUT', `/api/v1/orders/${cart.body.uuid}/order-lines/${line.body.order_lines[0].id}/`, { body: { quantity: 3 } })).status).toBe(200);
    expect(await version()).toBe(before);
    expect((await api.request('GET', query)).headers.get('X-Api-Cache')).toBe('hit');

    // An event order placed: seats left change on every event page.
    const [event] = (await api.request('GET', query)).body;
    const ticket = (await api.request('GET', `/api/v1/events/${event.id}/`)).body.tickets.find((entry: { tickets_left: number }) => entry.tickets_left > 0);
    const order = (await api.request('POST', '/api/v1/orders/', { body: { is_event: true } })).body.uuid;
    expect((await api.request('POST', `/api/v1/orders/${order}/order-lines/`, { body: { event_ticket: ticket.id, quantity: 1 } })).status).toBe(201);
    expect((await api.request('PUT', `/api/v1/orders/${order}/delivery/information/`, { body: { first_name: 'Eva', last_name: 'Kask', email: 'eva@example.ee', phone: '+372 5555 1234' } })).status).toBe(200);
    expect(await version()).toBe(before);
    expect((await api.request('POST', `/api/v1/orders/${order}/payments/`, { body: { method: 'BANK', provider: 'test', test_result: 'success' } })).status).toBe(201);
    expect(await version()).not.toBe(before);
    expect((await api.request('GET', query)).headers.get('X-Api-Cache')).toBe('miss');
  });

  it('a write through one API process makes the answers another one keeps stale (one version per database)', async () => {
    // A second process on the same database, as behind a load balancer (issue 18 item 8).
    const other = createApp(api.database, readConfig({ PAYMENT_TEST_PROVIDER: 'enabled' }));
    const fromOther = async (path: string) => other.request(path);
    const query = '/api/v1/products/categories/';
    await fromOther(query);
    expect((await fromOther(query)).headers.get('X-Api-Cache')).toBe('hit');
    const before = await version();
    expect(await (await fromOther('/api/v1/content-version/')).json()).toEqual({ version: before });

    const route = await api.request('POST', `${ADMIN}/routes/`, { token: admin, body: { type: 'ROUTE', name: `/cache-other-${Date.now()}` } });
    expect(route.status).toBe(201);
    const after = await version();
    expect(after).not.toBe(before);
    // The other process reads the shared version at most once per CONTENT_VERSION_CHECK_MS.
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_CHECK_MS + 50));
    expect(await (await fromOther('/api/v1/content-version/')).json()).toEqual({ version: after });
    expect((await fromOther(query)).headers.get('X-Api-Cache')).toBe('miss');
  });

  it('keeps nothing when the lifetime is 0', async () => {
    const uncached = await createTestApi({ publicCacheSeconds: 0 });
    try {
      await uncached.request('GET', '/api/v1/products/categories/');
      expect((await uncached.request('GET', '/api/v1/products/categories/')).headers.get('X-Api-Cache')).toBeNull();
    } finally {
      await uncached.close();
    }
  });
});
