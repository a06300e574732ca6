import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_GROUPS, PERMISSION_FLAG } from '@salon/domain';
import type { AppEnv } from '../context';
import { adminAuditLog, countries, shops } from '../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { booleanQuery, idParam, readBody, readParams, readQuery } from '../lib/validate';
import { adminUser, requirePermission } from '../middleware/adminAccess';
import { ADMIN_LIST, ADMIN_LIST_METADATA, adminListQuerySchema, listPage, offsetOf, orderBy } from '../services/adminList';
import { AUDIT_ACTION, recordAudit } from '../services/audit';

const SHOP_NOT_FOUND = 'SHOP_NOT_FOUND';
const idParams = z.object({ id: idParam });
const like = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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

/** Staff-wide administrator calls: list metadata, shops and the audit log. */
export function adminRoutes() {
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
    const query = readQuery(
      c,
      z.object({ ...adminListQuerySchema.shape, entity: z.string().optional(), entity_id: z.string().optional(), action: z.string().optional() }),
    );
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

  app.use('/administrator/shops/*', requirePermission(PERMISSION_FLAG.IS_ROUTE_ADMIN));
  app.get('/administrator/shops/', async (c) => {
    const query = readQuery(c, z.object({ ...adminListQuerySchema.shape, country_id: z.coerce.number().int().positive().optional(), is_active: booleanQuery.optional() }));
    const conditions: SQL[] = [];
    if (query.country_id) conditions.push(eq(shops.countryId, query.country_id));
    if (query.is_active !== undefined) conditions.push(eq(shops.isActive, query.is_active));
    if (query.q) conditions.push(or(ilike(shops.name, like(query.q)), ilike(shops.code, like(query.q)))!);
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: sql<number>`count(*)::int` }).from(shops).where(where);
    const rows = await c.var.db
      .select()
      .from(shops)
      .where(where)
      .orderBy(...orderBy(ADMIN_LIST.SHOPS, query.sort, { id: shops.id, name: shops.name, code: shops.code, created_at: shops.createdAt }, shops.id))
      .limit(query.page_size)
      .offset(offsetOf(query));
    return c.json(listPage(ADMIN_LIST.SHOPS, query, counted?.count ?? 0, rows.map(serializeShop)));
  });

  const assertShopFields = async (db: AppEnv['Variables']['db'], body: { code?: string | undefined; country_id?: number | null | undefined }, exceptId?: number) => {
    if (body.country_id) {
      const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
      if (!country) throw badRequest('Unknown country.', { country_id: ['No such country.'] });
    }
    if (body.code) {
      const [taken] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, body.code));
      if (taken && taken.id !== exceptId) throw badRequest('The code is taken.', { code: ['Another shop uses this code.'] });
    }
  };

  app.post('/administrator/shops/', async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, shopBody);
    await assertShopFields(c.var.db, body);
    const row = await c.var.db.transaction(async (tx) => {
      const [created] = await tx.insert(shops).values({ name: body.name, code: body.code, countryId: body.country_id, isActive: body.is_active }).returning();
      await recordAudit(tx, user, AUDIT_ACTION.CREATE, 'shop', created!.id, body);
      return created!;
    });
    return c.json(serializeShop(row), 201);
  });

  app.put('/administrator/shops/:id/', async (c) => {
    const user = adminUser(c);
    const { id } = readParams(c, idParams);
    const body = await readBody(c, shopUpdate);
    await assertShopFields(c.var.db, body, id);
    const row = await c.var.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(shops).where(eq(shops.id, id));
      if (!existing) throw notFound(SHOP_NOT_FOUND, 'Shop not found.');
      const [updated] = await tx
        .update(shops)
        .set({
          name: body.name ?? existing.name,
          ...(body.code !== undefined && { code: body.code }),
          ...(body.country_id !== undefined && { countryId: body.country_id }),
          ...(body.is_active !== undefined && { isActive: body.is_active }),
        })
        .where(eq(shops.id, id))
        .returning();
      if (!updated) throw notFound(SHOP_NOT_FOUND, 'Shop not found.');
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'shop', id, body);
      return updated;
    });
    return c.json(serializeShop(row));
  });

  app.delete('/administrator/shops/:id/', async (c) => {
    const user = adminUser(c);
    const { id } = readParams(c, idParams);
    await c.var.db.transaction(async (tx) => {
      const deleted = await tx.delete(shops).where(eq(shops.id, id)).returning({ id: shops.id });
      if (deleted.length === 0) throw notFound(SHOP_NOT_FOUND, 'Shop not found.');
      await recordAudit(tx, user, AUDIT_ACTION.DELETE, 'shop', id);
    });
    return c.body(null, 204);
  });

  return app;
}
