import { afterAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, PERMISSION_FLAG } from '@salon/domain';
import { createTestApi } from './support/testApi';
import type { AppEnv, AuthenticatedUser } from '../src/context';
import { adminAuditLog, shops, users } from '../src/db/schema';
import { ApiError } from '../src/lib/errors';
import { ADMIN_LIST_METADATA } from '../src/services/adminList';
import { mountAdminResource } from '../src/services/adminResource';
import { SEED_LOGIN } from '../src/seed/accessData';

// The factory on its own: a shops resource scoped to active shops, mounted on a bare app.
const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;
const [admin] = await db.select().from(users).where(eq(users.email, SEED_LOGIN.TH_ADMIN));
const user: AuthenticatedUser = {
  id: admin!.id,
  email: admin!.email,
  firstName: '',
  lastName: '',
  isEmailSubscription: false,
  activeCustomerUuid: null,
  tokenId: 0,
  permissionGroups: ['TH_ADMIN'],
  permissions: Object.values(PERMISSION_FLAG),
};

const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set('db', db);
  c.set('viewer', { user, locale: DEFAULT_LOCALE, deliveryCountryId: null, clientGroup: 'RETAIL' });
  await next();
});
app.onError((error, c) => (error instanceof ApiError ? c.json(error.toBody(), error.status) : c.json({ code: 'UNEXPECTED', message: String(error) }, 500)));
mountAdminResource(app, {
  path: '/scoped-shops',
  permission: PERMISSION_FLAG.IS_ROUTE_ADMIN,
  list: ADMIN_LIST_METADATA.shops!,
  entity: 'scoped_shop',
  table: shops,
  id: shops.id,
  notFound: { code: 'SHOP_NOT_FOUND', message: 'Shop not found.' },
  scope: eq(shops.isActive, true),
  sort: { id: shops.id, name: shops.name, code: shops.code, created_at: shops.createdAt },
  search: [shops.name, shops.code],
  filters: { country_id: { column: shops.countryId }, is_active: { column: shops.isActive } },
  serialize: (row) => ({ id: row.id, name: row.name, is_active: row.isActive }),
  responses: { row: z.object({ id: z.number(), name: z.string(), is_active: z.boolean() }) },
  update: { schema: z.object({ name: z.string().min(1).optional() }), values: (body) => ({ name: body.name }) },
  remove: {},
});

async function call(method: string, path: string, body?: unknown) {
  const response = await app.request(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }) });
  return { status: response.status, body: (response.status === 204 ? null : await response.json()) as any };
}
const auditCount = async (id: number) => (await db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, 'scoped_shop'), eq(adminAuditLog.entityId, String(id))))).length;
const NOT_FOUND = { code: 'SHOP_NOT_FOUND', message: 'Shop not found.' };

describe('adminResource scope', () => {
  it('answers 404 for a row outside the scope on GET, PUT and DELETE, and leaves it out of the list', async () => {
    const [inside, outside] = await db
      .insert(shops)
      .values([
        { name: 'Scoped inside', code: 'SCOPE-IN', isActive: true },
        { name: 'Scoped outside', code: 'SCOPE-OUT', isActive: false },
      ])
      .returning();

    const list = await call('GET', '/scoped-shops/?q=Scoped&page_size=50');
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([{ id: inside!.id, name: 'Scoped inside', is_active: true }]);
    // A filter cannot widen the scope.
    expect((await call('GET', '/scoped-shops/?is_active=false&page_size=500')).body.results).toEqual([]);

    expect(await call('GET', `/scoped-shops/${outside!.id}/`)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await call('PUT', `/scoped-shops/${outside!.id}/`, { name: 'Renamed' })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await call('DELETE', `/scoped-shops/${outside!.id}/`)).toEqual({ status: 404, body: NOT_FOUND });
    const [untouched] = await db.select().from(shops).where(eq(shops.id, outside!.id));
    expect(untouched).toMatchObject({ name: 'Scoped outside', isActive: false });
    expect(await auditCount(outside!.id)).toBe(0);

    expect(await call('GET', `/scoped-shops/${inside!.id}/`)).toEqual({ status: 200, body: { id: inside!.id, name: 'Scoped inside', is_active: true } });
    expect(await call('PUT', `/scoped-shops/${inside!.id}/`, { name: 'Scoped renamed' })).toEqual({ status: 200, body: { id: inside!.id, name: 'Scoped renamed', is_active: true } });
    expect((await db.select().from(shops).where(eq(shops.id, inside!.id)))[0]!.name).toBe('Scoped renamed');
    expect((await call('DELETE', `/scoped-shops/${inside!.id}/`)).status).toBe(204);
    expect(await db.select().from(shops).where(eq(shops.id, inside!.id))).toEqual([]);
    expect(await auditCount(inside!.id)).toBe(2);
  });
});
