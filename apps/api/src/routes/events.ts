import { Hono } from 'hono';
import { z } from 'zod';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import { eventProgressAt, translatableSchema } from '@salon/domain';
import type { AppEnv } from '../context';
import type { Executor } from '../db/client';
import { events, eventTickets } from '../db/schema';
import { idParam, readParams } from '../lib/validate';
import { notFound } from '../lib/errors';
import { translate } from '../lib/i18n';
import { operations } from '../openapi/registry';
import { soldTickets } from '../services/eventSeats';
import { eventTicketRefResponse } from '../responses/orders';

const EVENT_NOT_FOUND_CODE = 'EVENT_NOT_FOUND';

const eventParamsSchema = z.object({ id: idParam });

type EventRow = typeof events.$inferSelect;

const progressOf = (row: EventRow, now: Date) => eventProgressAt(row.startsAt, row.endsAt, now);

/** The events with their tickets (spec: id, event, i18n_name, price) and the seats still free. */
async function serializeEvents(db: Executor, rows: EventRow[], locale: Parameters<typeof translate>[1], now: Date) {
  const ids = rows.map((row) => row.id);
  const tickets = ids.length > 0 ? await db.select().from(eventTickets).where(inArray(eventTickets.eventId, ids)).orderBy(asc(eventTickets.price), asc(eventTickets.id)) : [];
  const soldById = await soldTickets(
    db,
    tickets.map((ticket) => ticket.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: translate(row.name, locale),
    description: translate(row.description, locale),
    i18n_name: row.name,
    location: row.location,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    progress: progressOf(row, now),
    tickets: tickets
      .filter((ticket) => ticket.eventId === row.id)
      .map((ticket) => ({
        id: ticket.id,
        event: ticket.eventId,
        i18n_name: ticket.name,
        name: translate(ticket.name, locale),
        price: ticket.price,
        tickets_left: Math.max(0, ticket.capacity - (soldById.get(ticket.id) ?? 0)),
      })),
  }));
}

/** Public events and their tickets, for the event pages' ticket picker (docs/decisions/0011). */
export function eventRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/events/', async (c) => {
    const now = new Date();
    // Events that have not ended, soonest first: those are the ones tickets can be bought for.
    const rows = await c.var.db.select().from(events).where(gt(events.endsAt, now)).orderBy(asc(events.startsAt), asc(events.id));
    return c.json(await serializeEvents(c.var.db, rows, c.var.viewer.locale, now));
  });

  app.get('/events/:id/', async (c) => {
    const { id } = readParams(c, eventParamsSchema);
    const [row] = await c.var.db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(EVENT_NOT_FOUND_CODE, 'Event not found.');
    const [event] = await serializeEvents(c.var.db, [row], c.var.viewer.locale, new Date());
    return c.json(event);
  });
  return app;
}

const publicEventResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  i18n_name: translatableSchema,
  location: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  /** 0 upcoming, 1 in progress, 2 done. */
  progress: z.number().int(),
  tickets: z.array(eventTicketRefResponse.extend({ name: z.string(), tickets_left: z.number().int() })),
}).meta({ id: 'PublicEvent' });

export const eventDocs = operations([
  { method: 'get', path: '/events/', summary: 'Events that have not ended, soonest first, with their tickets', tag: 'events', auth: 'public', response: { status: 200, description: 'Events in the Accept-Language locale with tickets and progress.', schema: z.array(publicEventResponse) } },
  { method: 'get', path: '/events/:id/', summary: 'One event with its tickets', tag: 'events', auth: 'public', params: eventParamsSchema, response: { status: 200, description: 'The event.', schema: publicEventResponse }, errors: [404] },
]);
