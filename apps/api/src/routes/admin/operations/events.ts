import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LIST_FIELD_TYPE as T, EVENT_PROGRESS, capacityCoversSold, endsAfterStart, eventProgressAt, numericStringSchema, ORDER_LINE_KIND, ORDER_STATUS, PERMISSION_FLAG, orderStatusName, translatableSchema } from '@salon/domain';
import type { AppEnv } from '../../../context';
import type { Executor } from '../../../db/client';
import { customers, events, eventTickets, orderLines, orders, users } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { idParam, MAX_DB_INT, readParams, readQuery } from '../../../lib/validate';
import { adminListQuerySchema, column, defineAdminList, likePattern, listPage, offsetOf, orderBy } from '../../../services/adminList';
import { adminListPage } from '../../../responses/adminList';
import { soldTickets } from '../../../services/eventSeats';
import { defineAdminResource, mountAdminResource } from '../../../services/adminResource';
import { dateTimeInput, moneyString, translatableInput } from '../shared/fields';
import { operations } from '../../../openapi/registry';
import { adminResourceDocs } from '../../../openapi/adminResource';
import { ADMIN_OPERATIONS_TAG as TAG } from './docsTag';

const EVENT_NOT_FOUND = 'EVENT_NOT_FOUND';
const DRAFT_STATUSES = [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT];

const EVENTS_LIST = defineAdminList({
  list: 'events',
  endpoint: '/api/v1/administrator/events/',
  permission: PERMISSION_FLAG.IS_EVENT_ADMIN,
  default_sort: 'starts_at',
  fields: [
    column('id', T.STRING, { sortable: true }),
    column('i18n_name', T.LANGUAGE_STRING, { searchable: true }),
    column('slug', T.STRING, { sortable: true, searchable: true }),
    column('location', T.STRING, { sortable: true, searchable: true, filterable: true }),
    column('starts_at', T.DATE_TIME, { sortable: true }),
    column('ends_at', T.DATE_TIME, { sortable: true }),
    column('progress', T.RADIOS, { filterable: true, options: Object.entries(EVENT_PROGRESS).map(([label, value]) => ({ value, label })) }),
    column('created_at', T.DATE_TIME, { sortable: true }),
  ],
});

const EVENT_ATTENDEES_LIST = defineAdminList({
  list: 'event_attendees',
  endpoint: '/api/v1/administrator/events/{id}/attendees/',
  permission: PERMISSION_FLAG.IS_EVENT_ADMIN,
  default_sort: 'order_number',
  fields: [
    column('ticket_id', T.FOREIGN_KEY, { filterable: true, references: 'event_tickets' }),
    column('quantity', T.STRING, { sortable: true }),
    column('order_number', T.STRING, { sortable: true }),
    column('order_status', T.RADIOS, { filterable: true, options: Object.values(ORDER_STATUS).filter((status) => !DRAFT_STATUSES.includes(status as never)).map((value) => ({ value, label: orderStatusName(value) })) }),
    column('customer_name', T.STRING, { sortable: true, searchable: true }),
    column('user_email', T.STRING, { searchable: true }),
    column('contact', T.STRING, { searchable: true, label: 'contact (order information)' }),
    column('submitted_at', T.DATE_TIME, { sortable: true }),
  ],
});

const slug = z.string({ error: 'Must be text.' }).trim().min(1, 'Required.').max(200).regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'Lower-case letters and digits joined by single hyphens.');
const location = z.string({ error: 'Must be text.' }).trim().min(1, 'Required.').max(200);
const ticketInput = z.object({
  id: idParam.optional(),
  i18n_name: translatableInput(200),
  price: moneyString,
  capacity: z.number({ error: 'Must be a whole number.' }).int().min(0).max(MAX_DB_INT),
});
const tickets = z
  .array(ticketInput, { error: 'Must be a list of tickets.' })
  .max(50)
  .refine((list) => new Set(list.flatMap((ticket) => (ticket.id ? [ticket.id] : []))).size === list.filter((ticket) => ticket.id).length, 'A ticket id is listed twice.');

const eventCreate = z.object({
  i18n_name: translatableInput(300),
  i18n_description: translatableInput(20_000, { required: false }).default({}),
  slug,
  location,
  starts_at: dateTimeInput,
  ends_at: dateTimeInput,
  tickets: tickets.default([]),
});
/** No defaults: a field left out of a PUT keeps its value; tickets, when given, are the whole new set. */
const eventUpdate = z.object({
  i18n_name: translatableInput(300).optional(),
  i18n_description: translatableInput(20_000, { required: false }).optional(),
  slug: slug.optional(),
  location: location.optional(),
  starts_at: dateTimeInput.optional(),
  ends_at: dateTimeInput.optional(),
  tickets: tickets.optional(),
});
type EventBody = z.infer<typeof eventUpdate>;
type EventRow = typeof events.$inferSelect;

const progressOf = (row: EventRow, now: Date) => eventProgressAt(row.startsAt, row.endsAt, now);
const progressWhere = (progress: number): SQL =>
  progress === EVENT_PROGRESS.UPCOMING
    ? sql`${events.startsAt} > now()`
    : progress === EVENT_PROGRESS.IN_PROGRESS
      ? sql`${events.startsAt} <= now() and ${events.endsAt} > now()`
      : sql`${events.endsAt} <= now()`;

async function ticketsOf(db: Executor, eventIds: number[]) {
  const rows = eventIds.length ? await db.select().from(eventTickets).where(inArray(eventTickets.eventId, eventIds)).orderBy(asc(eventTickets.id)) : [];
  // The seats the shop counts as taken (placed orders; an unpaid one while its hold lasts).
  const sold = await soldTickets(db, rows.map((row) => row.id));
  const byEvent = new Map<number, { id: number; i18n_name: unknown; price: string; capacity: number; sold: number }[]>();
  for (const row of rows) {
    byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), { id: row.id, i18n_name: row.name, price: row.price, capacity: row.capacity, sold: sold.get(row.id) ?? 0 }]);
  }
  return byEvent;
}

const serializeEvent = (row: EventRow, eventTicketRows: Awaited<ReturnType<typeof ticketsOf>> extends Map<number, infer V> ? V : never, now: Date) => ({
  id: row.id,
  i18n_name: row.name,
  i18n_description: row.description,
  slug: row.slug,
  location: row.location,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  progress: progressOf(row, now),
  tickets: eventTicketRows,
  capacity: eventTicketRows.reduce((sum, ticket) => sum + ticket.capacity, 0),
  sold: eventTicketRows.reduce((sum, ticket) => sum + ticket.sold, 0),
  created_at: row.createdAt.toISOString(),
});

const isoDateTime = z.iso.datetime({ offset: true });
const adminEventRecord = z.object({
  id: z.number().int(),
  i18n_name: translatableSchema,
  i18n_description: translatableSchema,
  slug: z.string(),
  location: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  progress: z.enum(EVENT_PROGRESS),
  tickets: z.array(z.object({ id: z.number().int(), i18n_name: translatableSchema, price: numericStringSchema, capacity: z.number().int(), sold: z.number().int() })),
  capacity: z.number().int(),
  sold: z.number().int(),
  created_at: isoDateTime,
});
const attendeeRow = z.object({
  line_id: z.number().int(),
  ticket: z.object({ id: z.number().int(), i18n_name: translatableSchema, price: numericStringSchema }),
  quantity: z.number().int(),
  order: z.object({ uuid: z.guid(), number: z.number().int(), status: z.enum(ORDER_STATUS), status_name: z.string(), submitted_at: isoDateTime.nullable() }),
  /** Company name only where is_individual is false; a private customer's name is their own. */
  customer: z.object({ uuid: z.guid(), name: z.string().nullable(), is_individual: z.boolean() }).nullable(),
  user: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  /** From the order's contact step; null where the shopper has not filled it. */
  contact: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
});

async function eventDetail(db: Executor, row: EventRow) {
  return serializeEvent(row, (await ticketsOf(db, [row.id])).get(row.id) ?? [], new Date());
}

/** Dates, slug and the ticket set (own ids, capacity >= sold, no removal of a bought ticket). */
async function validateEvent(db: Executor, body: EventBody, existing: EventRow | undefined) {
  const startsAt = body.starts_at ?? existing?.startsAt;
  const endsAt = body.ends_at ?? existing?.endsAt;
  if (startsAt && endsAt && !endsAfterStart(startsAt, endsAt)) throw badRequest('The event must end after it starts.', { ends_at: ['Must be after starts_at.'] });
  if (body.slug !== undefined) {
    const [taken] = await db.select({ id: events.id }).from(events).where(eq(events.slug, body.slug));
    if (taken && taken.id !== existing?.id) throw badRequest('The slug is taken.', { slug: ['Another event uses this slug.'] });
  }
  if (!body.tickets) return;
  // Checkout (takeEventSeats) counts seats under FOR UPDATE on the ticket rows, in id order: the
  // same locks, taken before counting, make a capacity cut and a sale serialise instead of each
  // checking against the other's stale count. The caller already holds the event row lock;
  // checkout never locks an event row, so the two lock orders cannot form a cycle.
  const current = existing ? await db.select().from(eventTickets).where(eq(eventTickets.eventId, existing.id)).orderBy(asc(eventTickets.id)).for('update') : [];
  const currentIds = new Set(current.map((ticket) => ticket.id));
  const sold = await soldTickets(db, [...currentIds]);
  const errors: Record<string, string[]> = {};
  body.tickets.forEach((ticket, index) => {
    if (ticket.id === undefined) return;
    if (!currentIds.has(ticket.id)) errors[`tickets.${index}.id`] = ['No such ticket of this event.'];
    else if (!capacityCoversSold(ticket.capacity, sold.get(ticket.id) ?? 0)) errors[`tickets.${index}.capacity`] = [`Must be at least the ${sold.get(ticket.id)} seats already sold.`];
  });
  const kept = new Set(body.tickets.flatMap((ticket) => (ticket.id ? [ticket.id] : [])));
  const removed = [...currentIds].filter((id) => !kept.has(id));
  if (removed.length) {
    const [bought] = await db.select({ ticketId: orderLines.ticketId }).from(orderLines).where(inArray(orderLines.ticketId, removed)).limit(1);
    if (bought) errors.tickets = [`Ticket ${bought.ticketId} is in orders or carts and cannot be removed.`];
  }
  if (Object.keys(errors).length) throw badRequest('Invalid tickets.', errors);
}

async function writeTickets(tx: Executor, eventId: number, body: EventBody) {
  if (!body.tickets) return;
  const kept = body.tickets.flatMap((ticket) => (ticket.id ? [ticket.id] : []));
  const current = await tx.select({ id: eventTickets.id }).from(eventTickets).where(eq(eventTickets.eventId, eventId));
  const removed = current.map((ticket) => ticket.id).filter((id) => !kept.includes(id));
  if (removed.length) await tx.delete(eventTickets).where(inArray(eventTickets.id, removed));
  for (const ticket of body.tickets) {
    const values = { name: ticket.i18n_name, price: ticket.price, capacity: ticket.capacity };
    if (ticket.id) await tx.update(eventTickets).set(values).where(eq(eventTickets.id, ticket.id));
    else await tx.insert(eventTickets).values({ eventId, ...values });
  }
}

const attendeeParams = z.object({ id: idParam });
const attendeesQuery = z.object({
  ...adminListQuerySchema.shape,
  ticket_id: idParam.optional(),
  order_status: z.coerce.number({ error: 'Must be an order status number.' }).int().optional(),
});

const eventsResource = defineAdminResource({
  path: '/administrator/events',
  permission: PERMISSION_FLAG.IS_EVENT_ADMIN,
  list: EVENTS_LIST,
  entity: 'event',
  table: events,
  id: events.id,
  notFound: { code: EVENT_NOT_FOUND, message: 'Event not found.' },
  sort: { id: events.id, slug: events.slug, location: events.location, starts_at: events.startsAt, ends_at: events.endsAt, created_at: events.createdAt },
  search: (pattern) =>
    or(ilike(events.slug, pattern), ilike(events.location, pattern), sql`exists (select 1 from jsonb_each(${events.name}) as t(locale, entry) where t.entry->>'value' ilike ${pattern})`)!,
  filters: {
    location: { column: events.location },
    progress: { where: progressWhere },
  },
  serialize: (row) => serializeEvent(row, [], new Date()),
  serializeList: async (db, rows) => {
    const byEvent = await ticketsOf(db, rows.map((row) => row.id));
    const now = new Date();
    return rows.map((row) => serializeEvent(row, byEvent.get(row.id) ?? [], now));
  },
  detail: eventDetail,
  responses: { row: adminEventRecord },
  validate: (db, body: EventBody, { existing }) => validateEvent(db, body, existing),
  create: {
    schema: eventCreate,
    values: (body) => ({ name: body.i18n_name, description: body.i18n_description, slug: body.slug, location: body.location, startsAt: body.starts_at, endsAt: body.ends_at }),
  },
  update: {
    schema: eventUpdate,
    values: (body) => ({ name: body.i18n_name, description: body.i18n_description, slug: body.slug, location: body.location, startsAt: body.starts_at, endsAt: body.ends_at }),
  },
  afterWrite: async (tx, row, body: EventBody) => {
    await writeTickets(tx, row.id, body);
  },
  remove: {
    before: async (tx, existing) => {
      const [bought] = await tx
        .select({ id: orderLines.id })
        .from(orderLines)
        .innerJoin(eventTickets, eq(eventTickets.id, orderLines.ticketId))
        .where(eq(eventTickets.eventId, existing.id))
        .limit(1);
      if (bought) {
        const message = 'Tickets of this event are in orders or carts: the event cannot be deleted.';
        throw badRequest(message, { non_field_errors: [message] }, 'EVENT_HAS_ORDERS');
      }
    },
  },
});

/** Events with tickets (IS_EVENT_ADMIN) through the admin resource, and their attendees. */
export function adminEventRoutes() {
  const app = new Hono<AppEnv>();

  mountAdminResource(app, eventsResource);

  app.get('/administrator/events/:id/attendees/', async (c) => {
    const { id } = readParams(c, attendeeParams);
    const query = readQuery(c, attendeesQuery);
    const [event] = await c.var.db.select({ id: events.id }).from(events).where(eq(events.id, id));
    if (!event) throw notFound(EVENT_NOT_FOUND, 'Event not found.');
    const conditions: SQL[] = [eq(eventTickets.eventId, id), eq(orderLines.kind, ORDER_LINE_KIND.EVENT), notInArray(orders.status, DRAFT_STATUSES)];
    if (query.ticket_id) conditions.push(eq(orderLines.ticketId, query.ticket_id));
    // Who is coming: a canceled order's seats are free again (soldTickets), so it is listed only
    // when asked for by its status.
    conditions.push(query.order_status !== undefined ? eq(orders.status, query.order_status) : ne(orders.status, ORDER_STATUS.CANCELED));
    if (query.q) {
      const pattern = likePattern(query.q);
      conditions.push(
        or(
          ilike(customers.name, pattern),
          ilike(users.email, pattern),
          sql`${orders.information}->>'email' ilike ${pattern}`,
          sql`(coalesce(${orders.information}->>'first_name', '') || ' ' || coalesce(${orders.information}->>'last_name', '')) ilike ${pattern}`,
        )!,
      );
    }
    const where = and(...conditions);
    const base = () =>
      c.var.db
        .select({ line: orderLines, ticket: eventTickets, order: orders, customerName: customers.name, customerIsIndividual: customers.isIndividual, userEmail: users.email })
        .from(orderLines)
        .innerJoin(eventTickets, eq(eventTickets.id, orderLines.ticketId))
        .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
        .leftJoin(customers, eq(customers.uuid, orders.customerUuid))
        .leftJoin(users, eq(users.id, orders.userId));
    const [counted] = await c.var.db
      .select({ count: count() })
      .from(orderLines)
      .innerJoin(eventTickets, eq(eventTickets.id, orderLines.ticketId))
      .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
      .leftJoin(customers, eq(customers.uuid, orders.customerUuid))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where);
    const rows = await base()
      .where(where)
      .orderBy(
        ...orderBy(
          EVENT_ATTENDEES_LIST,
          query.sort,
          { quantity: orderLines.quantity, order_number: orders.number, customer_name: customers.name, submitted_at: sql`coalesce(${orders.submittedAt}, ${orders.createdAt})` },
          orderLines.id,
        ),
      )
      .limit(query.page_size)
      .offset(offsetOf(query));
    return c.json(
      listPage(EVENT_ATTENDEES_LIST, query, counted?.count ?? 0, rows.map(({ line, ticket, order, customerName, customerIsIndividual, userEmail }) => {
        const information = (order.information ?? {}) as Record<string, unknown>;
        const text = (key: string) => (typeof information[key] === 'string' ? (information[key] as string) : null);
        return {
          line_id: line.id,
          ticket: { id: ticket.id, i18n_name: ticket.name, price: line.price },
          quantity: line.quantity,
          order: { uuid: order.uuid, number: order.number, status: order.status, status_name: orderStatusName(order.status), submitted_at: order.submittedAt?.toISOString() ?? null },
          customer: order.customerUuid ? { uuid: order.customerUuid, name: customerName, is_individual: customerIsIndividual ?? true } : null,
          user: order.userId ? { id: order.userId, email: userEmail } : null,
          contact: { first_name: text('first_name'), last_name: text('last_name'), email: text('email'), phone: text('phone') },
        };
      })),
    );
  });

  return app;
}

export const adminEventDocs = operations([
  ...adminResourceDocs(eventsResource, TAG, 'event'),
  {
    method: 'get',
    path: '/administrator/events/:id/attendees/',
    summary: 'Who bought tickets of the event (EVENT lines of placed orders; canceled ones only when order_status asks for them)',
    tag: TAG,
    auth: { permission: PERMISSION_FLAG.IS_EVENT_ADMIN },
    params: attendeeParams,
    query: attendeesQuery,
    response: { status: 200, description: 'Admin list page of ticket lines with order, customer and contact.', schema: adminListPage(attendeeRow) },
    errors: [404],
  },
]);
