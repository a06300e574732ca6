import { Hono } from 'hono';
import { z } from 'zod';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_FIELD_TYPE as T,
  ERROR_CODE,
  ORDER_STATUS,
  PERMISSION_FLAG,
  isAbandonedCart,
  isDraftOrderStatus,
  orderStatusName,
  staffOrderStatusRefusal,
  staffOrderStatusTargets,
  ABANDONED_CART_AFTER_DAYS,
  DEFAULT_LOCALE,
  numericStringSchema,
} from '@salon/domain';
import type { AppEnv, Viewer } from '../../../context';
import type { Executor } from '../../../db/client';
import { customers, orderLines, orders, users } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { idParam, readBody, readParams, readQuery, uuidParam } from '../../../lib/validate';
import { adminUser, requirePermission } from '../../../middleware/adminAccess';
import { ANONYMOUS_CLIENT_GROUP } from '../../../middleware/viewer';
import { adminListQuerySchema, column, defineAdminList, likePattern, listPage, offsetOf, orderBy, type AdminListOption } from '../../../services/adminList';
import { defineAdminResource, mountAdminResource } from '../../../services/adminResource';
import { AUDIT_ACTION, recordAudit } from '../../../services/audit';
import { serializeOrder } from '../../../services/orders';
import { runAfterResponse } from '../../../lib/afterResponse';
import { sendOrderStatusMail } from '../../../mail/orderStatusMail';
import { orderDeliveryMethod, serializeDeliveryMethod } from '../../../services/deliveryMethods';
import { deliveryMethodResponse, storedDeliveryResponse } from '../../../responses/delivery';
import { operations } from '../../../openapi/registry';
import { adminResourceDocs } from '../../../openapi/adminResource';
import { adminListPage } from '../../../responses/adminList';
import { orderResponse } from '../../../responses/orders';
import { ADMIN_OPERATIONS_TAG as TAG } from './docsTag';

const CART_NOT_FOUND = 'CART_NOT_FOUND';
const DRAFTS = [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT];
const statusOptions = (statuses: readonly number[]): AdminListOption[] => statuses.map((value) => ({ value, label: orderStatusName(value) }));
const PLACED_STATUSES = Object.values(ORDER_STATUS).filter((status) => !isDraftOrderStatus(status));

const lineCount = sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderUuid} = ${orders.uuid})`;
const placedAt = sql`coalesce(${orders.submittedAt}, ${orders.createdAt})`;
/** q over the customer's name and the user's e-mail (order number when q is a whole number). */
const orderSearch = (pattern: string, q: string): SQL =>
  or(
    sql`exists (select 1 from ${customers} where ${customers.uuid} = ${orders.customerUuid} and ${customers.name} ilike ${pattern})`,
    sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${users.email} ilike ${pattern})`,
    sql`${orders.information}->>'email' ilike ${pattern}`,
    /^\d{1,9}$/.test(q.trim()) ? eq(orders.number, Number(q.trim())) : undefined,
  )!;

const PENDING_ORDERS_LIST = defineAdminList({
  list: 'pending_orders',
  endpoint: '/api/v1/administrator/pending-orders/',
  permission: PERMISSION_FLAG.IS_ORDER_ADMIN,
  default_sort: '-submitted_at',
  fields: [
    column('number', T.STRING, { sortable: true, searchable: true }),
    column('status', T.RADIOS, { sortable: true, filterable: true, options: statusOptions(PLACED_STATUSES) }),
    column('customer_uuid', T.FOREIGN_KEY, { filterable: true, references: 'customers', label: 'customer' }),
    column('customer_name', T.STRING, { searchable: true }),
    column('user_email', T.STRING, { searchable: true }),
    column('total_with_coupon_discount', T.STRING, { sortable: true }),
    column('submitted_at', T.DATE_TIME, { sortable: true, label: 'submitted_at (date_from / date_to filter it)' }),
  ],
});

const CARTS_LIST = defineAdminList({
  list: 'carts',
  endpoint: '/api/v1/administrator/carts/',
  permission: PERMISSION_FLAG.IS_ORDER_ADMIN,
  default_sort: '-updated_at',
  fields: [
    column('number', T.STRING, { sortable: true }),
    column('status', T.RADIOS, { filterable: true, options: statusOptions(DRAFTS) }),
    column('customer_uuid', T.FOREIGN_KEY, { filterable: true, references: 'customers', label: 'customer' }),
    column('customer_name', T.STRING, { searchable: true }),
    column('user_email', T.STRING, { searchable: true }),
    column('is_anonymous', T.BOOLEAN, { filterable: true }),
    column('line_count', T.STRING, { sortable: true }),
    column('lines_total', T.STRING, { sortable: true }),
    column('updated_at', T.DATE_TIME, { sortable: true, label: 'last change' }),
    column('is_abandoned', T.BOOLEAN),
  ],
});

const pendingQuery = z
  .object({
    ...adminListQuerySchema.shape,
    status: z.coerce.number({ error: 'Must be an order status number.' }).int().refine((value) => PLACED_STATUSES.includes(value as never), `One of: ${PLACED_STATUSES.join(', ')}.`).optional(),
    customer_uuid: uuidParam.optional(),
    date_from: z.iso.date({ error: 'Must be a date (YYYY-MM-DD).' }).optional(),
    date_to: z.iso.date({ error: 'Must be a date (YYYY-MM-DD).' }).optional(),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, { path: ['date_to'], message: 'Must not be before date_from.' });

const numberParams = z.object({ number: idParam });
const statusBody = z.object({ status: z.number({ error: 'Must be an order status number.' }).int() });

/** Owner names and e-mails of a page of orders, in two look-ups. */
async function owners(db: Executor, rows: (typeof orders.$inferSelect)[]) {
  const customerUuids = [...new Set(rows.flatMap((row) => (row.customerUuid ? [row.customerUuid] : [])))];
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const [customerRows, userRows] = await Promise.all([
    customerUuids.length ? db.select({ uuid: customers.uuid, name: customers.name }).from(customers).where(inArray(customers.uuid, customerUuids)) : [],
    userIds.length ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  const customerName = new Map(customerRows.map((row) => [row.uuid, row.name]));
  const userEmail = new Map(userRows.map((row) => [row.id, row.email]));
  return (row: typeof orders.$inferSelect) => ({
    customer_uuid: row.customerUuid,
    customer_name: row.customerUuid ? (customerName.get(row.customerUuid) ?? null) : null,
    user_id: row.userId,
    user_email: row.userId ? (userEmail.get(row.userId) ?? null) : null,
  });
}

const isoDateTime = z.iso.datetime({ offset: true });
const ownerFields = { customer_uuid: z.guid().nullable(), customer_name: z.string().nullable(), user_id: z.number().int().nullable(), user_email: z.string().nullable() };
const orderListFields = {
  uuid: z.guid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUS),
  status_name: z.string(),
  ...ownerFields,
  line_count: z.number().int(),
  lines_total: numericStringSchema,
  total_with_coupon_discount: numericStringSchema,
  created_at: isoDateTime,
};
const pendingOrderRow = z.object({ ...orderListFields, submitted_at: isoDateTime.nullable(), allowed_statuses: z.array(z.enum(ORDER_STATUS)) });
const cartRow = z.object({ ...orderListFields, is_anonymous: z.boolean(), updated_at: isoDateTime, is_abandoned: z.boolean() });
const cartDetail = orderResponse.extend({ ...ownerFields, is_anonymous: z.boolean(), is_abandoned: z.boolean(), updated_at: isoDateTime });
const pendingOrderDetail = orderResponse.extend({
  ...ownerFields,
  status_name: z.string(),
  allowed_statuses: z.array(z.enum(ORDER_STATUS)),
  /** The method chosen on the delivery step, in the viewer's language; null for tickets and old orders. */
  delivery_method: deliveryMethodResponse.nullable(),
  delivery: storedDeliveryResponse.nullable(),
  /** The contact step as stored (PUT .../delivery/information/). */
  information: z.record(z.string(), z.unknown()).nullable(),
  updated_at: isoDateTime,
});

async function lineCounts(db: Executor, uuids: string[]) {
  if (uuids.length === 0) return new Map<string, number>();
  const rows = await db.select({ uuid: orderLines.orderUuid, lines: count() }).from(orderLines).where(inArray(orderLines.orderUuid, uuids)).groupBy(orderLines.orderUuid);
  return new Map(rows.map((row) => [row.uuid, row.lines]));
}

/**
 * Carts are shown with the prices stored on their lines; product cards are read as an anonymous
 * retail visitor would see them (the resource's detail has no request viewer).
 */
const ANONYMOUS_ADMIN_VIEWER: Viewer = { user: null, locale: DEFAULT_LOCALE, deliveryCountryId: null, clientGroup: ANONYMOUS_CLIENT_GROUP };

const orderNotFound = () => notFound(ERROR_CODE.ORDER_NOT_FOUND, 'Order not found.');

const cartsResource = defineAdminResource({
  path: '/administrator/carts',
  permission: PERMISSION_FLAG.IS_ORDER_ADMIN,
  list: CARTS_LIST,
  entity: 'cart',
  table: orders,
  id: orders.number,
  notFound: { code: CART_NOT_FOUND, message: 'Cart not found.' },
  // A placed order is not a cart: its number answers 404 here for GET and DELETE too.
  scope: inArray(orders.status, DRAFTS),
  sort: { number: orders.number, line_count: lineCount, lines_total: orders.linesTotal, updated_at: orders.updatedAt },
  search: orderSearch,
  filters: {
    status: { column: orders.status },
    customer_uuid: { column: orders.customerUuid, schema: uuidParam },
    is_anonymous: { where: (anonymous: boolean) => (anonymous ? and(isNull(orders.userId), isNull(orders.customerUuid))! : or(isNotNull(orders.userId), isNotNull(orders.customerUuid))!) },
  },
  serialize: (row) => ({ uuid: row.uuid, number: row.number }),
  serializeList: async (db, rows) => {
    const ownerOf = await owners(db, rows);
    const lines = await lineCounts(db, rows.map((row) => row.uuid));
    const now = new Date();
    return rows.map((row) => ({
      uuid: row.uuid,
      number: row.number,
      status: row.status,
      status_name: orderStatusName(row.status),
      ...ownerOf(row),
      is_anonymous: row.userId === null && row.customerUuid === null,
      line_count: lines.get(row.uuid) ?? 0,
      lines_total: row.linesTotal,
      total_with_coupon_discount: row.totalWithCouponDiscount,
      updated_at: row.updatedAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      is_abandoned: isAbandonedCart(row.status, row.updatedAt, now),
    }));
  },
  detail: async (db, row) => {
    return {
      ...(await serializeOrder(db, row.uuid, ANONYMOUS_ADMIN_VIEWER)),
      ...(await owners(db, [row]))(row),
      is_anonymous: row.userId === null && row.customerUuid === null,
      is_abandoned: isAbandonedCart(row.status, row.updatedAt, new Date()),
      updated_at: row.updatedAt.toISOString(),
    };
  },
  responses: { row: cartRow, detail: cartDetail },
  remove: {
    before: async (_tx, existing) => {
      if (!isAbandonedCart(existing.status, existing.updatedAt, new Date())) {
        const message = `Only abandoned carts can be deleted: this one changed at ${existing.updatedAt.toISOString()}, less than ${ABANDONED_CART_AFTER_DAYS} days ago.`;
        throw badRequest(message, { non_field_errors: [message] }, 'CART_NOT_ABANDONED');
      }
    },
  },
});

/** Pending orders and carts (IS_ORDER_ADMIN). Orders are addressed by their number here. */
export function adminOrderRoutes() {
  const app = new Hono<AppEnv>();

  // ---- pending orders: every order that is not a draft ----
  app.use('/administrator/pending-orders/*', requirePermission(PERMISSION_FLAG.IS_ORDER_ADMIN));

  app.get('/administrator/pending-orders/', async (c) => {
    const query = readQuery(c, pendingQuery);
    const conditions: SQL[] = [notInArray(orders.status, DRAFTS)];
    if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
    if (query.customer_uuid) conditions.push(eq(orders.customerUuid, query.customer_uuid));
    // Dates are whole days in the store's zone; the bounds are inclusive.
    if (query.date_from) conditions.push(gte(placedAt, sql`(${query.date_from}::date)::timestamp at time zone 'Europe/Tallinn'`));
    if (query.date_to) conditions.push(lt(placedAt, sql`(${query.date_to}::date + 1)::timestamp at time zone 'Europe/Tallinn'`));
    if (query.q) conditions.push(orderSearch(likePattern(query.q), query.q));
    const where = and(...conditions);
    const [counted] = await c.var.db.select({ count: count() }).from(orders).where(where);
    const rows = await c.var.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderBy(PENDING_ORDERS_LIST, query.sort, { number: orders.number, status: orders.status, total_with_coupon_discount: orders.totalWithCouponDiscount, submitted_at: placedAt }, orders.number))
      .limit(query.page_size)
      .offset(offsetOf(query));
    const ownerOf = await owners(c.var.db, rows);
    const lines = await lineCounts(c.var.db, rows.map((row) => row.uuid));
    return c.json(
      listPage(PENDING_ORDERS_LIST, query, counted?.count ?? 0, rows.map((row) => ({
        uuid: row.uuid,
        number: row.number,
        status: row.status,
        status_name: orderStatusName(row.status),
        ...ownerOf(row),
        line_count: lines.get(row.uuid) ?? 0,
        lines_total: row.linesTotal,
        total_with_coupon_discount: row.totalWithCouponDiscount,
        submitted_at: row.submittedAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
        allowed_statuses: staffOrderStatusTargets(row.status),
      }))),
    );
  });

  const loadPlaced = async (db: Executor, number: number, lock = false) => {
    const select = db.select().from(orders).where(and(eq(orders.number, number), notInArray(orders.status, DRAFTS)));
    const [row] = lock ? await select.for('update') : await select;
    if (!row) throw orderNotFound();
    return row;
  };
  const orderDetail = async (db: Executor, row: typeof orders.$inferSelect, viewer: Viewer) => {
    const method = await orderDeliveryMethod(db, row.deliveryMethodId);
    return {
      ...(await serializeOrder(db, row.uuid, viewer)),
      ...(await owners(db, [row]))(row),
      status_name: orderStatusName(row.status),
      allowed_statuses: staffOrderStatusTargets(row.status),
      delivery_method: method ? serializeDeliveryMethod(method, viewer.locale) : null,
      delivery: row.delivery ?? null,
      information: row.information ?? null,
      updated_at: row.updatedAt.toISOString(),
    };
  };

  app.get('/administrator/pending-orders/:number/', async (c) => {
    const { number } = readParams(c, numberParams);
    return c.json(await orderDetail(c.var.db, await loadPlaced(c.var.db, number), c.var.viewer));
  });

  app.put('/administrator/pending-orders/:number/status/', async (c) => {
    const user = adminUser(c);
    const { number } = readParams(c, numberParams);
    const body = await readBody(c, statusBody);
    const row = await c.var.db.transaction(async (tx) => {
      const order = await loadPlaced(tx, number, true);
      const refusal = staffOrderStatusRefusal(order.status, body.status);
      if (refusal) throw badRequest(refusal, { status: [refusal] }, 'INVALID_STATUS_TRANSITION');
      const [updated] = await tx.update(orders).set({ status: body.status, updatedAt: new Date() }).where(eq(orders.uuid, order.uuid)).returning();
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'order', order.number, { status: body.status, previous_status: order.status });
      return updated!;
    });
    const { db, config, viewer } = c.var;
    runAfterResponse('order status mail', () => sendOrderStatusMail(db, config, row.uuid, viewer));
    return c.json(await orderDetail(c.var.db, row, c.var.viewer));
  });

  // ---- carts: draft orders ----
  mountAdminResource(app, cartsResource);

  return app;
}

const ORDER_ADMIN = { permission: PERMISSION_FLAG.IS_ORDER_ADMIN } as const;
export const adminOrderDocs = operations([
  { method: 'get', path: '/administrator/pending-orders/', summary: 'Placed orders (not drafts): status, date range, customer, q', tag: TAG, auth: ORDER_ADMIN, query: pendingQuery, response: { status: 200, description: 'Admin list page of orders with allowed_statuses.', schema: adminListPage(pendingOrderRow) } },
  { method: 'get', path: '/administrator/pending-orders/:number/', summary: 'One placed order with lines and totals', tag: TAG, auth: ORDER_ADMIN, params: numberParams, response: { status: 200, description: 'The order.', schema: pendingOrderDetail }, errors: [404] },
  {
    method: 'put',
    path: '/administrator/pending-orders/:number/status/',
    summary: 'Move a placed order to another status',
    tag: TAG,
    auth: ORDER_ADMIN,
    params: numberParams,
    body: statusBody,
    response: { status: 200, description: 'The order.', schema: pendingOrderDetail },
    errors: [404],
    description: 'Only along the staff transitions of @salon/domain ORDER_STATUS_TRANSITIONS (docs/decisions/0016); a refused move answers 400 INVALID_STATUS_TRANSITION naming both states. Audited.',
  },
  ...adminResourceDocs(cartsResource, TAG, 'cart'),
]);
