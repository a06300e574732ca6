import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_GROUPS, PERMISSION_FLAG } from '@salon/domain';
import type { AppEnv } from '../../../context';
import { adminAuditLog, countries, shops } from '../../../db/schema';
import { badRequest, forbidden, unauthorized } from '../../../lib/errors';
import { readQuery } from '../../../lib/validate';
import { requirePermission } from '../../../middleware/adminAccess';
import { ADMIN_LIST, ADMIN_LIST_METADATA, adminListMetadataSchema, adminListQuerySchema, likePattern as like, listPage, offsetOf, orderBy } from '../../../services/adminList';
import { adminListPage } from '../../../responses/adminList';
import { defineAdminResource, mountAdminResource } from '../../../services/adminResource';
import { operations } from '../../../openapi/registry';
import { adminResourceDocs } from '../../../openapi/adminResource';

const SHOP_NOT_FOUND = 'SHOP_NOT_FOUND';

const shopBody = z.object({
  name: z.string().trim().min(1, 'Required.').max(200),
  code: z.string().trim().min(1, 'Required.').max(50).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only.'),
  country_id: z.number({ error: 'Must be a country id.' }).int().positive().nullable().default(null),
  is_active: z.boolean({ error: 'Must be true or false.' }).default(true),
});
/** No defaults here: a field left out of a PUT keeps its value. */
const shopUpdate = z.object({
  name: shopBody.shape.name.optional(),
  code: shopBody.shape.code.optional(),
  country_id: z.number({ error: 'Must be a country id.' }).int().positive().nullable().optional(),
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
});

const serializeShop = (row: typeof shops.$inferSelect) => ({
  id: row.id,
  name: row.name,
  code: row.code,
  country_id: row.countryId,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

const shopRecord = z.object({ id: z.number().int(), name: z.string(), code: z.string(), country_id: z.number().int().nullable(), is_active: z.boolean(), created_at: z.iso.datetime({ offset: true }) });

const auditEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** What the write changed (its parsed body and more), as the route recorded it. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime({ offset: true }),
});

const auditLogQuery = z.object({ ...adminListQuerySchema.shape, entity: z.string().optional(), entity_id: z.string().optional(), action: z.string().optional() });

const shopsResource = defineAdminResource({
  path: '/administrator/shops',
  permission: PERMISSION_FLAG.IS_ROUTE_ADMIN,
  list: ADMIN_LIST_METADATA.shops!,
  entity: 'shop',
  table: shops,
  id: shops.id,
  notFound: { code: SHOP_NOT_FOUND, message: 'Shop not found.' },
  sort: { id: shops.id, name: shops.name, code: shops.code, created_at: shops.createdAt },
  search: [shops.name, shops.code],
  filters: { country_id: { column: shops.countryId }, is_active: { column: shops.isActive } },
  serialize: serializeShop,
  responses: { row: shopRecord },
  validate: async (db, body: { code?: string | undefined; country_id?: number | null | undefined }, { existing }) => {
    if (body.country_id) {
      const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
      if (!country) throw badRequest('Unknown country.', { country_id: ['No such country.'] });
    }
    if (body.code) {
      const [taken] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, body.code));
      if (taken && taken.id !== existing?.id) throw badRequest('The code is taken.', { code: ['Another shop uses this code.'] });
    }
  },
  create: { schema: shopBody, values: (body) => ({ name: body.name, code: body.code, countryId: body.country_id, isActive: body.is_active }) },
  update: {
    schema: shopUpdate,
    values: (body) => ({ name: body.name, code: body.code, countryId: body.country_id, isActive: body.is_active }),
  },
  remove: {},
});

/** Staff-wide administrator calls: list metadata, shops and the audit log. */
export function adminGeneralRoutes() {
  const app = new Hono<AppEnv>();

  /** Every admin list's columns in the spec's field types; any admin group may read it. */
  app.get('/administrator/list-metadata/', (c) => {
    const user = c.var.viewer.user;
    if (!user) throw unauthorized();
    if (!user.permissionGroups.some((group) => (ADMIN_GROUPS as readonly string[]).includes(group))) throw forbidden('Staff only.');
    return c.json(ADMIN_LIST_METADATA);
  });

  app.use('/administrator/audit-log/*', requirePermission(PERMISSION_FLAG.IS_SUPER_ADMIN));
  app.get('/administrator/audit-log/', async (c) => {
    const query = readQuery(c, auditLogQuery);
    const conditions: SQL[] = [];
    if (query.entity) conditions.push(eq(adminAuditLog.entity, query.entity));
    if (query.entity_id) conditions.push(eq(adminAuditLog.entityId, query.entity_id));
    if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
    if (query.q) conditions.push(or(ilike(adminAuditLog.userEmail, like(query.q)), ilike(adminAuditLog.entity, like(query.q)))!);
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: sql<number>`count(*)::int` }).from(adminAuditLog).where(where);
    const rows = await c.var.db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(...orderBy(ADMIN_LIST.AUDIT_LOG, query.sort, { id: adminAuditLog.id, user_email: adminAuditLog.userEmail, entity: adminAuditLog.entity, created_at: adminAuditLog.createdAt }, adminAuditLog.id))
      .limit(query.page_size)
      .offset(offsetOf(query));
    return c.json(
      listPage(ADMIN_LIST.AUDIT_LOG, query, counted?.count ?? 0, rows.map((row) => ({
        id: row.id,
        user_id: row.userId,
        user_email: row.userEmail,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        details: row.details,
        created_at: row.createdAt.toISOString(),
      }))),
    );
  });

  mountAdminResource(app, shopsResource);

  return app;
}

const ADMINISTRATOR = 'administrator';
export const adminGeneralDocs = operations([
  { method: 'get', path: '/administrator/list-metadata/', summary: "Every admin list's columns, sorting and filters", tag: ADMINISTRATOR, auth: 'staff', response: { status: 200, description: 'Metadata per list.', schema: z.record(z.string(), adminListMetadataSchema) } },
  { method: 'get', path: '/administrator/audit-log/', summary: 'The audit log of administrator writes', tag: ADMINISTRATOR, auth: { permission: PERMISSION_FLAG.IS_SUPER_ADMIN }, query: auditLogQuery, response: { status: 200, description: 'Admin list page of audit entries.', schema: adminListPage(auditEntry) } },
  ...adminResourceDocs(shopsResource, ADMINISTRATOR, 'shop'),
]);
