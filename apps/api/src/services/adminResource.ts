/**
 * Administrator list resources from one description: GET list, GET one, POST, PUT, DELETE.
 *
 * How to add an administrator list (e.g. in routes/admin/operations/users.ts):
 *
 *   const USERS_LIST = defineAdminList({            // services/adminList.ts: registers the list's
 *     list: 'users', endpoint: '/api/v1/administrator/users/',  // metadata, so that it shows in
 *     permission: 'IS_USER_ADMIN', default_sort: 'email',       // GET /administrator/list-metadata/
 *     fields: [column('id', T.STRING, { sortable: true }), column('email', T.STRING, { sortable: true, searchable: true }), ...],
 *   });
 *   mountAdminResource(app, {
 *     path: '/administrator/users', permission: PERMISSION_FLAG.IS_USER_ADMIN, list: USERS_LIST,
 *     entity: 'user', table: users, id: users.id, notFound: { code: 'USER_NOT_FOUND', message: 'User not found.' },
 *     sort: { id: users.id, email: users.email }, search: [users.email],
 *     filters: { is_active: { column: users.isActive } },
 *     serialize: (row) => ({ id: row.id, email: row.email }),
 *     create: { schema: userCreate, values: (body) => ({ ... }) },       // leave out: no POST
 *     update: { schema: userUpdate, values: (body) => ({ ... }) },       // leave out: no PUT
 *     remove: {},                                                        // leave out: no DELETE
 *     validate: async (db, body, { existing }) => { ...throw badRequest(msg, { field: [...] }) },
 *   });
 *
 * The metadata is checked against the description when mounted: every sortable field needs a
 * `sort` column, every filterable field a `filters` entry, searchable fields a `search`; a
 * mismatch throws at start-up instead of answering 400s later. Filters take their query schema
 * from the field type (foreignKey: id, boolean: true/false/1/0, radios with options: one of the
 * option values, string: text) unless `schema` is given; `where` replaces plain equality.
 * `listQuery` adds list parameters that are not filters and `defaultSort` picks the sort from
 * them (popular products: is_business=true sorts by -business_popularity).
 * Keep the description in a module-level `defineAdminResource({...})` so the route file's
 * OpenAPI entries come from the same object: `...adminResourceDocs(resource, tag)`.
 * Extra routes on the same path (e.g. /products/:id/files/) are plain handlers after the mount;
 * the mount's `${path}/*` permission guard covers them too.
 * Update schemas must have no defaults: a field left out of a PUT keeps its value.
 * `scope` limits every route to a subset of the table (list, GET one, PUT, DELETE: 404 outside it).
 * Every write runs in one transaction with its audit row (details: the parsed body); unknown
 * ids answer 404 with notFound.code, bad input 400 with field errors (lib/validate.ts).
 */
import type { Hono } from 'hono';
import { and, count, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ADMIN_LIST_FIELD_TYPE, type PermissionFlag } from '@salon/domain';
import type { AppEnv } from '../context';
import type { Executor } from '../db/client';
import { badRequest, notFound } from '../lib/errors';
import { booleanQuery, idParam, readBody, readParams, readQuery } from '../lib/validate';
import { adminUser, requirePermission } from '../middleware/adminAccess';
import { adminListQuerySchema, likePattern, listPage, offsetOf, orderBy, type AdminListField, type AdminListMetadata } from './adminList';
import { AUDIT_ACTION, recordAudit } from './audit';

interface AdminResourceFilter {
  /** Equality on this column, unless `where` is given. */
  column?: AnyColumn;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value is parsed by `schema`, whose type the filter list does not carry
  where?: (value: any) => SQL;
  /** Schema of the query value; by default from the field's type. */
  schema?: z.ZodType;
}

type WriteAction = 'create' | 'update';

export interface AdminResourceDefinition<TTable extends PgTable, TOut, TCreate extends z.ZodType, TUpdate extends z.ZodType> {
  /** Mount path without trailing slash, e.g. '/administrator/shops'. */
  path: string;
  permission: PermissionFlag;
  list: AdminListMetadata;
  /** Audit log entity name. */
  entity: string;
  table: TTable;
  /** Integer primary key column; the :id path parameter. */
  id: PgColumn;
  notFound: { code: string; message: string };
  /** Sortable field name -> column or expression. */
  sort: Record<string, AnyColumn | SQL>;
  /** Columns the q parameter matches (ILIKE), or a condition built from the escaped pattern. */
  search?: AnyColumn[] | ((pattern: string, q: string) => SQL);
  filters?: Record<string, AdminResourceFilter>;
  /** List query parameters that are not filters (e.g. is_business), read by defaultSort. */
  listQuery?: z.ZodRawShape;
  /** The sort when the query names none; by default the list's default_sort. */
  defaultSort?: (query: Record<string, unknown>) => string;
  /**
   * The rows this resource may touch (carts: draft orders). Applied to list, GET one, PUT and
   * DELETE alike, so an id outside it answers 404 like an unknown id.
   */
  scope?: SQL;
  /** Extra conditions of the list query only; prefer `scope`, which also guards GET/PUT/DELETE by id. */
  baseWhere?: SQL;
  serialize: (row: TTable['$inferSelect']) => TOut;
  /** Rows of a list page to response items, when they need more than one row (batched look-ups). */
  serializeList?: (db: Executor, rows: TTable['$inferSelect'][]) => Promise<unknown[]>;
  /** GET one and write responses; defaults to serialize. */
  detail?: (db: Executor, row: TTable['$inferSelect']) => Promise<unknown>;
  /**
   * Response schemas for the OpenAPI entries and the API tests' answer checks: `row` is what
   * serialize gives (a list row), `detail` what GET one and the writes answer (default: row).
   */
  responses: { row: z.ZodType; detail?: z.ZodType };
  create?: { schema: TCreate; values: (body: z.infer<TCreate>) => TTable['$inferInsert'] };
  update?: { schema: TUpdate; values: (body: z.infer<TUpdate>, existing: TTable['$inferSelect']) => Partial<TTable['$inferInsert']> };
  remove?: {
    /** Runs in the delete's transaction before the row goes: throw badRequest to refuse. */
    before?: (tx: Executor, existing: TTable['$inferSelect']) => Promise<void>;
  };
  /** Foreign keys, uniqueness and cross-field rules; runs in the write's transaction before it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the create or the update body; each resource's implementation names its own
  validate?: (db: Executor, body: any, context: { action: WriteAction; existing?: TTable['$inferSelect'] }) => Promise<void>;
  /** Side writes in the same transaction after the row is written (join tables, derived columns). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as for validate
  afterWrite?: (tx: Executor, row: TTable['$inferSelect'], body: any, action: WriteAction) => Promise<TTable['$inferSelect'] | void>;
}

const idParams = z.object({ id: idParam });

function defaultFilterSchema(field: AdminListField): z.ZodType {
  switch (field.type) {
    case ADMIN_LIST_FIELD_TYPE.FOREIGN_KEY:
      return idParam;
    case ADMIN_LIST_FIELD_TYPE.BOOLEAN:
      return booleanQuery;
    case ADMIN_LIST_FIELD_TYPE.RADIOS:
      if (field.options?.length) {
        const values = field.options.map((option) => String(option.value)) as [string, ...string[]];
        // Numeric options arrive as query text: compare as the stored type.
        const numeric = field.options.every((option) => typeof option.value === 'number');
        const choice = z.enum(values, { error: `One of: ${values.join(', ')}.` });
        return numeric ? choice.transform(Number) : choice;
      }
      return z.string().trim().min(1).max(200);
    default:
      return z.string().trim().min(1).max(200);
  }
}

/** Checks that the list metadata and the description agree; throws at start-up otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource: reads only the list metadata
function assertConsistent(definition: AdminResourceDefinition<any, any, any, any>) {
  const { list } = definition;
  for (const field of list.fields) {
    if (field.sortable && !definition.sort[field.name]) throw new Error(`${list.list}: sortable field ${field.name} has no sort column.`);
    if (field.filterable && !definition.filters?.[field.name]) throw new Error(`${list.list}: filterable field ${field.name} has no filter.`);
  }
  if (list.fields.some((field) => field.searchable) && !definition.search) throw new Error(`${list.list}: searchable fields but no search.`);
  for (const name of Object.keys(definition.filters ?? {})) {
    if (!list.fields.some((field) => field.name === name && field.filterable)) throw new Error(`${list.list}: filter ${name} is not a filterable field.`);
  }
}

/** The GET list query of a resource: paging, sort, q and its filters (the OpenAPI document uses it too). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource: reads only its filters and list
export function adminResourceListQuery(definition: Pick<AdminResourceDefinition<any, any, any, any>, 'filters' | 'list' | 'listQuery'>) {
  const filterShape: Record<string, z.ZodType> = {};
  for (const [name, filter] of Object.entries(definition.filters ?? {})) {
    const field = definition.list.fields.find((candidate) => candidate.name === name)!;
    filterShape[name] = (filter.schema ?? defaultFilterSchema(field)).optional();
  }
  return z.object({ ...adminListQuerySchema.shape, ...definition.listQuery, ...filterShape });
}

/**
 * A definition kept outside the routes function, so the route file's OpenAPI entries can be
 * generated from it too: `...adminResourceDocs(shopsResource, tag)` (src/openapi/adminResource.ts).
 */
export const defineAdminResource = <TTable extends PgTable, TOut, TCreate extends z.ZodType = z.ZodNever, TUpdate extends z.ZodType = z.ZodNever>(
  definition: AdminResourceDefinition<TTable, TOut, TCreate, TUpdate>,
) => definition;

/** The :id path parameters of a resource's GET one, PUT and DELETE. */
export const adminResourceIdParams = idParams;

/** Mounts the resource's routes on app; see the comment at the top of this file. */
export function mountAdminResource<TTable extends PgTable, TOut, TCreate extends z.ZodType = z.ZodNever, TUpdate extends z.ZodType = z.ZodNever>(
  app: Hono<AppEnv>,
  definition: AdminResourceDefinition<TTable, TOut, TCreate, TUpdate>,
): Hono<AppEnv> {
  assertConsistent(definition);
  type Row = TTable['$inferSelect'];
  const { path, table, id: idColumn, list } = definition;
  // Drizzle's builders are generic over concrete tables; the description's types guard the edges.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
  const anyTable = table as any;
  const idKey = keyOf(table, idColumn);

  const listQuery = adminResourceListQuery(definition);
  const missing = () => notFound(definition.notFound.code, definition.notFound.message);
  const detail = (db: Executor, row: Row) => (definition.detail ? definition.detail(db, row) : Promise.resolve(definition.serialize(row)));
  const byId = (id: number) => and(eq(idColumn, id), definition.scope);
  const load = async (db: Executor, id: number, lock = false): Promise<Row> => {
    const query = db.select().from(anyTable).where(byId(id));
    const [row] = (await (lock ? query.for('update') : query)) as Row[];
    if (!row) throw missing();
    return row;
  };

  app.use(`${path}/*`, requirePermission(definition.permission));

  app.get(`${path}/`, async (c) => {
    const query = readQuery(c, listQuery) as z.infer<typeof adminListQuerySchema> & Record<string, unknown>;
    const conditions: SQL[] = [definition.scope, definition.baseWhere].filter((condition): condition is SQL => condition !== undefined);
    for (const [name, filter] of Object.entries(definition.filters ?? {})) {
      const value = query[name];
      if (value === undefined) continue;
      conditions.push(filter.where ? filter.where(value) : eq(filter.column!, value));
    }
    if (query.q) {
      const pattern = likePattern(query.q);
      const search = definition.search!;
      conditions.push(typeof search === 'function' ? search(pattern, query.q) : or(...search.map((searched) => ilike(searched, pattern)))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: count() }).from(anyTable).where(where);
    const rows = (await c.var.db
      .select()
      .from(anyTable)
      .where(where)
      .orderBy(...orderBy(list, query.sort || definition.defaultSort?.(query), definition.sort, idColumn))
      .limit(query.page_size)
      .offset(offsetOf(query))) as Row[];
    const results = definition.serializeList ? await definition.serializeList(c.var.db, rows) : rows.map(definition.serialize);
    return c.json(listPage(list, query, counted?.count ?? 0, results));
  });

  app.get(`${path}/:id/`, async (c) => {
    const { id } = readParams(c, idParams);
    return c.json((await detail(c.var.db, await load(c.var.db, id))) as object);
  });

  if (definition.create) {
    const create = definition.create;
    app.post(`${path}/`, async (c) => {
      const user = adminUser(c);
      const body = await readBody(c, create.schema);
      const result = await uniqueAsBadRequest(c.var.db.transaction(async (tx) => {
        await definition.validate?.(tx, body, { action: 'create' });
        const [inserted] = (await tx.insert(anyTable).values(create.values(body)).returning()) as Row[];
        const row = (await definition.afterWrite?.(tx, inserted!, body, 'create')) ?? inserted!;
        await recordAudit(tx, user, AUDIT_ACTION.CREATE, definition.entity, (row as Record<string, string | number>)[idKey]!, body as Record<string, unknown>);
        return detail(tx, row);
      }));
      return c.json(result as object, 201);
    });
  }

  if (definition.update) {
    const update = definition.update;
    app.put(`${path}/:id/`, async (c) => {
      const user = adminUser(c);
      const { id } = readParams(c, idParams);
      const body = await readBody(c, update.schema);
      const result = await uniqueAsBadRequest(c.var.db.transaction(async (tx) => {
        const existing = await load(tx, id, true);
        await definition.validate?.(tx, body, { action: 'update', existing });
        const values = Object.fromEntries(Object.entries(update.values(body, existing)).filter(([, value]) => value !== undefined));
        let row = existing;
        // An empty SET is not SQL: a PUT changing no column only runs its side writes.
        if (Object.keys(values).length > 0) {
          const [updated] = (await tx.update(anyTable).set(values).where(byId(id)).returning()) as Row[];
          row = updated ?? existing;
        }
        row = (await definition.afterWrite?.(tx, row, body, 'update')) ?? row;
        await recordAudit(tx, user, AUDIT_ACTION.UPDATE, definition.entity, id, body as Record<string, unknown>);
        return detail(tx, row);
      }));
      return c.json(result as object);
    });
  }

  if (definition.remove) {
    const remove = definition.remove;
    app.delete(`${path}/:id/`, async (c) => {
      const user = adminUser(c);
      const { id } = readParams(c, idParams);
      await c.var.db.transaction(async (tx) => {
        const existing = await load(tx, id, true);
        await remove.before?.(tx, existing);
        await tx.delete(anyTable).where(byId(id));
        await recordAudit(tx, user, AUDIT_ACTION.DELETE, definition.entity, id);
      });
      return c.body(null, 204);
    });
  }

  return app;
}

/**
 * validate checks uniqueness first; a concurrent write can still win the race, and its unique
 * violation (23505) is the caller's conflict, not a server error.
 */
async function uniqueAsBadRequest<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const code = (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ?? (error as { code?: unknown }).code;
    if (code === '23505') throw badRequest('Another record already uses one of these values.', { non_field_errors: ['Another record already uses one of these values.'] });
    throw error;
  }
}

/** The row property name of a table's column (column.name is the SQL name). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table as unknown as Record<string, unknown>).find(([, value]) => value === column);
  if (!entry) throw new Error(`Column ${column.name} is not in its table.`);
  return entry[0];
}
