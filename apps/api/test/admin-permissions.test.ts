import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADMIN_GROUPS, COUNTRY_ID, GROUP_PERMISSIONS, LOCALE_CODES, PERMISSION_FLAG, type AdminGroup } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';

const api = await createTestApi();
afterAll(() => api.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const C = '/api/v1/creator/administrator';
const A = '/api/v1/administrator';
const ANY_ADMIN_GROUP = 'ANY_ADMIN_GROUP';
type Requirement = string;

/** Every administrator endpoint with the permission its area needs (docs/decisions/0007). */
const ENDPOINTS: [method: string, path: string, requirement: Requirement][] = [
  ['GET', `${C}/metadata/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ...(['routes', 'schemes-v2', 'placeholders', 'components'] as const).flatMap((area): [string, string, Requirement][] => [
    ['GET', `${C}/${area}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
    ['POST', `${C}/${area}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
    ['GET', `${C}/${area}/${UNKNOWN}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
    ['PUT', `${C}/${area}/${UNKNOWN}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
    ['DELETE', `${C}/${area}/${UNKNOWN}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ]),
  ['GET', `${C}/blueprints/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['POST', `${C}/blueprints/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['PUT', `${C}/blueprints/${UNKNOWN}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['DELETE', `${C}/blueprints/${UNKNOWN}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['POST', `${C}/scheme-clone/${UNKNOWN}/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['POST', `${C}/components-tree/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['PUT', `${C}/components-order/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ...([['files', PERMISSION_FLAG.IS_FILES_ADMIN], ['documents', PERMISSION_FLAG.IS_DOCUMENT_ADMIN]] as const).flatMap(([area, flag]): [string, string, Requirement][] => [
    ['GET', `${A}/${area}/`, flag],
    ['POST', `${A}/${area}/`, flag],
    ['GET', `${A}/${area}/999999/`, flag],
    ['DELETE', `${A}/${area}/999999/`, flag],
  ]),
  ['GET', `${A}/shops/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['POST', `${A}/shops/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['PUT', `${A}/shops/999999/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['DELETE', `${A}/shops/999999/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['GET', `${A}/shops/999999/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  // Catalogue (routes/admin/catalogue/).
  ['GET', `${A}/products/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['GET', `${A}/products/999999/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['PUT', `${A}/products/999999/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['POST', `${A}/products/999999/files/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['PUT', `${A}/products/999999/files/order/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['DELETE', `${A}/products/999999/files/999999/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['GET', `${A}/popular-products/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['GET', `${A}/popular-products/999999/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['PUT', `${A}/popular-products/999999/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['GET', `${A}/restrictions/`, PERMISSION_FLAG.IS_RESTRICTION_ADMIN],
  ['POST', `${A}/restrictions/`, PERMISSION_FLAG.IS_RESTRICTION_ADMIN],
  ['GET', `${A}/restrictions/999999/`, PERMISSION_FLAG.IS_RESTRICTION_ADMIN],
  ['DELETE', `${A}/restrictions/999999/`, PERMISSION_FLAG.IS_RESTRICTION_ADMIN],
  ...([['brands', PERMISSION_FLAG.IS_BRAND_ADMIN], ['categories', PERMISSION_FLAG.IS_CATEGORY_ADMIN]] as const).flatMap(([area, flag]): [string, string, Requirement][] => [
    ['GET', `${A}/${area}/`, flag],
    ['POST', `${A}/${area}/`, flag],
    ['GET', `${A}/${area}/999999/`, flag],
    ['PUT', `${A}/${area}/999999/`, flag],
    ['DELETE', `${A}/${area}/999999/`, flag],
  ]),
  ['GET', `${A}/category-sorting/`, PERMISSION_FLAG.IS_CATEGORY_ADMIN],
  ['PUT', `${A}/category-sorting/`, PERMISSION_FLAG.IS_CATEGORY_ADMIN],
  ['GET', `${A}/reviews/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['GET', `${A}/reviews/999999/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['POST', `${A}/reviews/999999/approve/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  ['POST', `${A}/reviews/999999/deny/`, PERMISSION_FLAG.IS_PRODUCT_ADMIN],
  // Operations (routes/admin/operations/); carts need IS_ORDER_ADMIN (docs/decisions/0016).
  ['GET', `${A}/users/`, PERMISSION_FLAG.IS_USER_ADMIN],
  ['GET', `${A}/users/999999/`, PERMISSION_FLAG.IS_USER_ADMIN],
  ['PUT', `${A}/users/999999/`, PERMISSION_FLAG.IS_USER_ADMIN],
  ['GET', `${A}/pending-orders/`, PERMISSION_FLAG.IS_ORDER_ADMIN],
  ['GET', `${A}/pending-orders/999999/`, PERMISSION_FLAG.IS_ORDER_ADMIN],
  ['PUT', `${A}/pending-orders/999999/status/`, PERMISSION_FLAG.IS_ORDER_ADMIN],
  ['GET', `${A}/carts/`, PERMISSION_FLAG.IS_ORDER_ADMIN],
  ['GET', `${A}/carts/999999/`, PERMISSION_FLAG.IS_ORDER_ADMIN],
  ['DELETE', `${A}/carts/999999/`, PERMISSION_FLAG.IS_ORDER_ADMIN],
  ...([['transport', PERMISSION_FLAG.IS_ORDER_ADMIN], ['events', PERMISSION_FLAG.IS_EVENT_ADMIN]] as const).flatMap(([area, flag]): [string, string, Requirement][] => [
    ['GET', `${A}/${area}/`, flag],
    ['POST', `${A}/${area}/`, flag],
    ['GET', `${A}/${area}/999999/`, flag],
    ['PUT', `${A}/${area}/999999/`, flag],
    ['DELETE', `${A}/${area}/999999/`, flag],
  ]),
  ['GET', `${A}/events/999999/attendees/`, PERMISSION_FLAG.IS_EVENT_ADMIN],
  ['GET', `${A}/background-services/`, PERMISSION_FLAG.IS_SUPER_ADMIN],
  ['POST', `${A}/background-services/no-such-service/run/`, PERMISSION_FLAG.IS_SUPER_ADMIN],
  ['GET', `${A}/campaign-preview/`, PERMISSION_FLAG.IS_ROUTE_ADMIN],
  ['GET', `${A}/audit-log/`, PERMISSION_FLAG.IS_SUPER_ADMIN],
  ['GET', `${A}/list-metadata/`, ANY_ADMIN_GROUP],
];

const LOGINS: Record<AdminGroup, string> = {
  TH_ADMIN: SEED_LOGIN.TH_ADMIN,
  TH_PRODUCT_ADMIN: SEED_LOGIN.TH_PRODUCT_ADMIN,
  TH_EVENT_ADMIN: SEED_LOGIN.TH_EVENT_ADMIN,
  TH_SHOP_ADMIN: SEED_LOGIN.TH_SHOP_ADMIN,
  TH_USER_ADMIN: SEED_LOGIN.TH_USER_ADMIN,
};
const tokens = Object.fromEntries(await Promise.all(ADMIN_GROUPS.map(async (group) => [group, await api.login(LOGINS[group])] as const))) as Record<AdminGroup, string>;
const customerToken = await api.login(SEED_LOGIN.PRIVATE);
const businessToken = await api.login(SEED_LOGIN.BUSINESS_ADMIN);

const allowed = (group: AdminGroup, requirement: Requirement) =>
  requirement === ANY_ADMIN_GROUP || GROUP_PERMISSIONS[group].includes(requirement as never) || GROUP_PERMISSIONS[group].includes(PERMISSION_FLAG.IS_SUPER_ADMIN);

/** Writes go with an empty body: an allowed caller gets past the permission check to a 400/404. */
const call = (method: string, path: string, token?: string) => api.request(method, path, { ...(token ? { token } : {}), ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });

describe('administrator permission matrix', () => {
  it('answers 401 to anonymous callers on every administrator endpoint', async () => {
    for (const [method, path] of ENDPOINTS) {
      const response = await call(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('NOT_AUTHENTICATED');
    }
  });

  it('answers 403 to customers (CUSTOMER_ADMIN roles carry no admin flags)', async () => {
    for (const token of [customerToken, businessToken]) {
      for (const [method, path] of ENDPOINTS) {
        const response = await call(method, path, token);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.body.code).toBe('PERMISSION_DENIED');
      }
    }
  });

  for (const group of ADMIN_GROUPS) {
    it(`lets ${group} in exactly where the mapping says`, async () => {
      for (const [method, path, requirement] of ENDPOINTS) {
        const response = await call(method, path, tokens[group]);
        const label = `${group} ${method} ${path} -> ${response.status}`;
        if (allowed(group, requirement)) {
          expect([401, 403], label).not.toContain(response.status);
          expect(response.status, label).toBeLessThan(500);
          if (method === 'GET' && path.endsWith('/') && !path.includes(UNKNOWN) && !path.includes('999999')) expect(response.status, label).toBe(200);
        } else {
          expect(response.status, label).toBe(403);
        }
      }
    });
  }

  it('lists every administrator route of the app (a new route must be added to ENDPOINTS)', () => {
    // Hono pattern -> regex over the concrete paths above (:param = one segment).
    const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(path);
    // The storefront spec names this customer call (welcome popup) under /administrator/; it needs a login only.
    const customerCalls = new Set(['POST /api/v1/administrator/loyalty/ack_popup']);
    const missing = api.app.routes
      .filter((route) => route.path.includes('/administrator/') && route.method !== 'ALL' && !route.path.includes('*'))
      .filter((route) => !customerCalls.has(`${route.method} ${route.path}`))
      .filter((route) => !ENDPOINTS.some(([method, path]) => method === route.method && matches(route.path, path)))
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('reports the mapping in the user payload', async () => {
    const user = await api.request('GET', '/api/v1/rest-auth/user/', { token: tokens.TH_EVENT_ADMIN });
    expect(user.body.permission_groups).toEqual([{ name: 'TH_EVENT_ADMIN' }]);
    expect([...user.body.active_role_permissions].sort()).toEqual([...GROUP_PERMISSIONS.TH_EVENT_ADMIN].sort());
  });
});

describe('audit log', () => {
  it('records who did what and when for every admin write', async () => {
    const before = (await api.request('GET', `${A}/audit-log/?page_size=1`, { token: tokens.TH_ADMIN })).body.count;
    const shop = await api.request('POST', `${A}/shops/`, { token: tokens.TH_SHOP_ADMIN, body: { name: 'Tartu', code: 'TRT', country_id: 2 } });
    expect(shop.status).toBe(201);
    await api.request('PUT', `${A}/shops/${shop.body.id}/`, { token: tokens.TH_SHOP_ADMIN, body: { name: 'Tartu Lõunakeskus' } });
    await api.request('DELETE', `${A}/shops/${shop.body.id}/`, { token: tokens.TH_SHOP_ADMIN });
    // Refused writes leave no trace.
    await api.request('POST', `${A}/shops/`, { token: tokens.TH_SHOP_ADMIN, body: { name: '' } });
    const log = await api.request('GET', `${A}/audit-log/?entity=shop&sort=id`, { token: tokens.TH_ADMIN });
    expect(log.body.count).toBe(3);
    expect(log.body.results.map((row: any) => [row.action, row.user_email, row.entity_id])).toEqual([
      ['create', SEED_LOGIN.TH_SHOP_ADMIN, String(shop.body.id)],
      ['update', SEED_LOGIN.TH_SHOP_ADMIN, String(shop.body.id)],
      ['delete', SEED_LOGIN.TH_SHOP_ADMIN, String(shop.body.id)],
    ]);
    expect(log.body.results[1].details).toEqual({ name: 'Tartu Lõunakeskus' });
    expect(Date.parse(log.body.results[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    const after = (await api.request('GET', `${A}/audit-log/?page_size=1`, { token: tokens.TH_ADMIN })).body.count;
    expect(after - before).toBe(3);
  });
});

/**
 * The matrix above sends empty bodies, so an allowed caller only proves it got past the guard.
 * Here one valid write per admin area: 401 anonymous, 403 for an admin role without the flag
 * (with the same valid body, and nothing written), 2xx for a role with it.
 */
const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c36' } }).png().toBuffer();
const homeScheme = (await api.request('GET', '/api/v1/creator/schemes-by-path/?type=ROUTE&path=/&language=et')).body[0].uuid as string;
const productId = (await api.request('GET', '/api/v1/products/?page_size=1')).body.results.products[0].id as number;
const privateUserId = (await api.request('GET', `${A}/users/?q=${encodeURIComponent(SEED_LOGIN.PRIVATE)}`, { token: tokens.TH_ADMIN })).body.results[0].id as number;
describe('valid writes per admin area', () => {
  const tr = (et: string, en = et) => ({ et_EE: { value: et }, en_US: { value: en } });
  const names = (prefix: string) => Object.fromEntries(LOCALE_CODES.map((code) => [code, { value: `${prefix} ${code}`, ext_id: null }]));
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  async function upload(area: 'files' | 'documents', bytes: Uint8Array, name: string, type: string, token?: string) {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    const response = await api.app.request(`${A}/${area}/`, { method: 'POST', body: form, headers: token ? { Authorization: `Token ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as any };
  }
  const json = (method: string, path: string, body: unknown) => (token?: string) => api.request(method, path, { ...(token ? { token } : {}), body });

  const start = new Date(Date.now() + 20 * 86_400_000);

  const WRITES: { area: string; allowed: AdminGroup; denied: AdminGroup; send: (token?: string) => Promise<{ status: number; body: any }> }[] = [
    { area: 'brands (IS_BRAND_ADMIN)', allowed: 'TH_PRODUCT_ADMIN', denied: 'TH_SHOP_ADMIN', send: json('POST', `${A}/brands/`, { value: 'Matrix Probe Brand' }) },
    { area: 'categories (IS_CATEGORY_ADMIN)', allowed: 'TH_PRODUCT_ADMIN', denied: 'TH_EVENT_ADMIN', send: json('POST', `${A}/categories/`, { i18n_name: names('Matrix probe') }) },
    {
      area: 'restrictions (IS_RESTRICTION_ADMIN)',
      allowed: 'TH_PRODUCT_ADMIN',
      denied: 'TH_USER_ADMIN',
      send: json('POST', `${A}/restrictions/`, { product_id: productId, scope: 'clientGroup', value: 'RETAIL', reason: 'Matrix probe' }),
    },
    { area: 'products (IS_PRODUCT_ADMIN)', allowed: 'TH_PRODUCT_ADMIN', denied: 'TH_EVENT_ADMIN', send: json('PUT', `${A}/products/${productId}/`, { is_highlighted: true }) },
    { area: 'documents (IS_DOCUMENT_ADMIN)', allowed: 'TH_PRODUCT_ADMIN', denied: 'TH_SHOP_ADMIN', send: (token) => upload('documents', pdf, 'matrix-probe.pdf', 'application/pdf', token) },
    { area: 'files (IS_FILES_ADMIN)', allowed: 'TH_SHOP_ADMIN', denied: 'TH_USER_ADMIN', send: (token) => upload('files', png, 'matrix-probe.png', 'image/png', token) },
    {
      area: 'transport (IS_ORDER_ADMIN)',
      allowed: 'TH_SHOP_ADMIN',
      denied: 'TH_PRODUCT_ADMIN',
      send: json('POST', `${A}/transport/`, { code: 'EE_MATRIX_PROBE', kind: 'COURIER', i18n_name: tr('Kuller', 'Courier'), country_id: COUNTRY_ID.EE, price: '4.9', free_from: null }),
    },
    { area: 'shops (IS_ROUTE_ADMIN)', allowed: 'TH_SHOP_ADMIN', denied: 'TH_USER_ADMIN', send: json('POST', `${A}/shops/`, { name: 'Matrix Pärnu', code: 'MPR', country_id: COUNTRY_ID.EE }) },
    { area: 'creator routes (IS_ROUTE_ADMIN)', allowed: 'TH_EVENT_ADMIN', denied: 'TH_PRODUCT_ADMIN', send: json('POST', `${C}/routes/`, { type: 'ROUTE', name: 'Matrix probe route' }) },
    {
      area: 'creator placeholders (IS_ROUTE_ADMIN)',
      allowed: 'TH_SHOP_ADMIN',
      denied: 'TH_USER_ADMIN',
      send: json('POST', `${C}/placeholders/`, { scheme_uuid: homeScheme, type: 'product_list_head', name: 'Matrix probe placeholder' }),
    },
    {
      area: 'events (IS_EVENT_ADMIN)',
      allowed: 'TH_EVENT_ADMIN',
      denied: 'TH_SHOP_ADMIN',
      send: json('POST', `${A}/events/`, {
        i18n_name: tr('Maatriksi koolitus', 'Matrix course'),
        i18n_description: tr('Kirjeldus'),
        slug: 'matrix-probe-course',
        location: 'Tallinn',
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        tickets: [{ i18n_name: tr('Pilet'), price: '10', capacity: 5 }],
      }),
    },
    { area: 'users (IS_USER_ADMIN)', allowed: 'TH_USER_ADMIN', denied: 'TH_SHOP_ADMIN', send: json('PUT', `${A}/users/${privateUserId}/`, { is_active: true }) },
    { area: 'background services (IS_SUPER_ADMIN)', allowed: 'TH_ADMIN', denied: 'TH_SHOP_ADMIN', send: json('POST', `${A}/background-services/prune-expired-tokens/run/`, {}) },
  ];

  it.each(WRITES.map((write) => [write.area, write] as const))('%s: 401 anonymous, 403 for the wrong admin role, 2xx for the right one', async (_area, write) => {
    const anonymous = await write.send();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('NOT_AUTHENTICATED');
    const denied = await write.send(tokens[write.denied]);
    expect(denied.status, `${write.denied}: ${JSON.stringify(denied.body)}`).toBe(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');
    const done = await write.send(tokens[write.allowed]);
    expect(done.status, `${write.allowed}: ${JSON.stringify(done.body)}`).toBeGreaterThanOrEqual(200);
    expect(done.status, `${write.allowed}: ${JSON.stringify(done.body)}`).toBeLessThan(300);
  });

  it('picks its roles from the mapping: every allowed role holds the flag and no denied one does', () => {
    const flagOf = (area: string) => area.match(/\((IS_[A-Z_]+)\)/)![1]!;
    for (const write of WRITES) {
      expect(allowed(write.allowed, flagOf(write.area)), write.area).toBe(true);
      expect(allowed(write.denied, flagOf(write.area)), write.area).toBe(false);
    }
  });
});
