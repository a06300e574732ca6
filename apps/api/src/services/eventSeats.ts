import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { EVENT_SEAT_HOLD_MINUTES, MS_PER_MINUTE, ORDER_STATUS, type LocaleCode } from '@salon/domain';
import type { Executor } from '../db/client';
import { events, eventTickets, orderLines, orders } from '../db/schema';
import { ApiError } from '../lib/errors';
import { translate } from '../lib/i18n';

const TICKET_NOT_AVAILABLE_CODE = 'TICKET_NOT_AVAILABLE';

/** Tickets in these orders are not sold yet (drafts) or no longer (canceled). */
const NOT_SOLD_STATUSES = [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT, ORDER_STATUS.CANCELED];

/** The end of a hold that starts now (a payment starting). */
export const seatHoldEnd = (now = new Date()) => new Date(now.getTime() + EVENT_SEAT_HOLD_MINUTES * MS_PER_MINUTE);

/**
 * Whether an order holds its seats now: placed and not canceled, and when still unpaid (PENDING)
 * only until its hold ends (decision 0082): an abandoned or failed payment must not keep seats
 * from buyers for ever.
 */
const holdsSeats = (now: Date) =>
  and(notInArray(orders.status, NOT_SOLD_STATUSES), or(ne(orders.status, ORDER_STATUS.PENDING), isNull(orders.seatsHeldUntil), gt(orders.seatsHeldUntil, now)));

/** Seats of each ticket taken by orders that hold them (leaving one order out when named). */
export async function soldTickets(db: Executor, ticketIds: number[], exceptOrderUuid?: string, now = new Date()): Promise<Map<number | null, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({ ticketId: orderLines.ticketId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .where(and(inArray(orderLines.ticketId, ticketIds), holdsSeats(now), exceptOrderUuid ? ne(orders.uuid, exceptOrderUuid) : undefined))
    .groupBy(orderLines.ticketId);
  return new Map(rows.map((row) => [row.ticketId, row.quantity]));
}

/** Why a ticket cannot be bought in that quantity now, or null when it can. */
export function ticketRefusal(ticket: { endsAt: Date; capacity: number }, sold: number, quantity: number, now: Date): { reason: 'ended' | 'sold_out'; left: number } | null {
  const left = Math.max(0, ticket.capacity - sold);
  if (ticket.endsAt <= now) return { reason: 'ended', left };
  if (quantity > left) return { reason: 'sold_out', left };
  return null;
}

const refusalText = (refusal: { reason: 'ended' | 'sold_out'; left: number }) =>
  refusal.reason === 'ended' ? 'the event has ended' : refusal.left === 0 ? 'sold out' : `only ${refusal.left} seats are left`;

/**
 * Before a ticket goes into a cart: the event must not have ended and the seats must suffice.
 * Advisory only (carts hold no seats); takeEventSeats decides when the order is placed.
 * An unknown ticket passes here; adding the line answers its 404.
 */
export async function assertTicketsAvailable(db: Executor, ticketId: number, quantity: number, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ capacity: eventTickets.capacity, endsAt: events.endsAt })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(eq(eventTickets.id, ticketId));
  if (!row) return;
  const refusal = ticketRefusal(row, (await soldTickets(db, [ticketId])).get(ticketId) ?? 0, quantity, now);
  if (refusal?.reason === 'ended') throw new ApiError(400, TICKET_NOT_AVAILABLE_CODE, 'This event has ended.', { event_ticket: ['This event has ended.'] });
  if (refusal) throw new ApiError(400, TICKET_NOT_AVAILABLE_CODE, 'Not enough seats left.', { quantity: [`Only ${refusal.left} seats are left.`] });
}

/**
 * Placing (or changing a placed) order with EVENT lines takes their seats. Seats are counted from
 * the placed orders' lines, so the check and the status change must not interleave with another
 * placement: the tickets' rows are locked (FOR UPDATE, in id order so two placements cannot
 * deadlock) and the seats counted after the lock is held. Under READ COMMITTED the count then
 * sees every placement that committed before the lock was granted. Runs in the caller's
 * transaction, which changes the status afterwards: a refusal rolls everything back.
 * `ticketIds` limits the check to those tickets (a placed order whose quantities grew).
 * Refuses with 400 TICKET_NOT_AVAILABLE naming each ticket (`tickets`: id, name, reason, tickets_left).
 */
export async function takeEventSeats(tx: Executor, orderUuid: string, locale: LocaleCode, options: { ticketIds?: number[]; now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const wanted = await tx
    .select({ ticketId: orderLines.ticketId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderUuid, orderUuid), options.ticketIds ? inArray(orderLines.ticketId, options.ticketIds) : isNotNull(orderLines.ticketId)))
    .groupBy(orderLines.ticketId);
  if (wanted.length === 0) return;
  const ids = wanted.map((line) => line.ticketId!).sort((a, b) => a - b);
  const tickets = await tx
    .select({ id: eventTickets.id, name: eventTickets.name, capacity: eventTickets.capacity, endsAt: events.endsAt })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(inArray(eventTickets.id, ids))
    .orderBy(asc(eventTickets.id))
    .for('update', { of: eventTickets });
  const sold = await soldTickets(tx, ids, orderUuid, now);
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const refused: { id: number; name: string; reason: 'ended' | 'sold_out'; tickets_left: number }[] = [];
  for (const line of wanted) {
    const ticket = byId.get(line.ticketId!);
    // order_lines.ticket_id references event_tickets without cascade: a ticket in an order is never deleted.
    if (!ticket) continue;
    const refusal = ticketRefusal(ticket, sold.get(ticket.id) ?? 0, line.quantity, now);
    if (refusal) refused.push({ id: ticket.id, name: translate(ticket.name, locale), reason: refusal.reason, tickets_left: refusal.left });
  }
  if (refused.length === 0) return;
  const messages = refused.map((ticket) => `Ticket ${ticket.id} "${ticket.name}": ${refusalText({ reason: ticket.reason, left: ticket.tickets_left })}.`);
  throw new ApiError(400, TICKET_NOT_AVAILABLE_CODE, `Event tickets are not available: ${messages.join(' ')}`, { order_lines: messages }, { tickets: refused });
}
