import { Hono } from 'hono';
import { z } from 'zod';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ERROR_CODE, MAX_TICKETS_PER_ORDER, ORDER_LINE_KIND, ORDER_STATUS, REORDER_DECISION_CODE, REORDER_DECISION_HTTP_STATUS, isDraftOrderStatus, isEventOrder, orderLineKindFor, type OrderLineKind } from '@salon/domain';
import type { AppEnv, AuthenticatedUser } from '../context';
import type { Executor } from '../db/client';
import { customers, events, eventTickets, orderLines, orders } from '../db/schema';
import { readBody, readParams, readQuery, idParam, uuidParam } from '../lib/validate';
import { API_ERROR_CODE, ApiError, badRequest, notFound } from '../lib/errors';
import { requireUser } from '../middleware/viewer';
import { keepsSharedContent } from '../lib/publicCache';
import { requireMembership } from '../services/users';
import { loadProductCards, purchaseBlocker } from '../services/productCards';
import { OPEN_ORDER_STATUSES } from '../services/loyalty';
import { assertTicketsAvailable, soldTickets, ticketRefusal } from '../services/eventSeats';
import { changeOrder, findOrCreateDraft, loadOrder, serializeLines, serializeOrder, serializeOrderSummary } from '../services/orders';
import {
  addLineSchema,
  connectOrderSchema,
  createOrderSchema,
  historyQuerySchema,
  MAX_LINE_QUANTITY,
  reorderSchema,
  updateLineSchema,
  useLoyaltyPointsSchema,
} from '../validation/orders';
import type { Viewer } from '../context';
import { operations } from '../openapi/registry';
import { orderHistoryResponse, orderLineResponse, orderResponse } from '../responses/orders';

const orderParams = z.object({ uuid: uuidParam });
const lineParams = z.object({ uuid: uuidParam, lineId: idParam });

/** The kind of line the order holds (domain orderLineKindFor), read from its status and lines. */
async function lineKindOf(tx: Executor, order: { uuid: string; status: number }): Promise<OrderLineKind | null> {
  const kinds = await tx.selectDistinct({ kind: orderLines.kind }).from(orderLines).where(eq(orderLines.orderUuid, order.uuid));
  return orderLineKindFor(order.status, kinds.map((row) => row.kind));
}

/** Refuses a line of the other kind: a ticket never joins a cart, a product never an event order. */
async function assertLineKind(tx: Executor, order: { uuid: string; status: number }, kind: OrderLineKind): Promise<void> {
  const holds = await lineKindOf(tx, order);
  if (holds === null || holds === kind) return;
  const [field, message] =
    holds === ORDER_LINE_KIND.EVENT
      ? (['product', 'An event order holds event tickets only; put products in the cart.'] as const)
      : (['event_ticket', 'A cart holds products only; event tickets are bought in an event order of their own.'] as const);
  throw badRequest(message, { [field]: [message] }, ERROR_CODE.ORDER_LINE_KIND_MISMATCH);
}

/** Adds quantity of a product to the order (or raises an existing line), after the cart rules. */
async function addProductLine(tx: Executor, orderUuid: string, productId: number, quantity: number, viewer: Viewer) {
  const [card] = await loadProductCards(tx, [productId], viewer);
  if (!card) throw notFound(ERROR_CODE.PRODUCT_NOT_FOUND, 'Product not found.');
  const blocker = purchaseBlocker(card);
  if (blocker) throw new ApiError(400, API_ERROR_CODE.PRODUCT_NOT_PURCHASABLE, blocker, { product: [blocker] });
  await tx
    .insert(orderLines)
    .values({ orderUuid, kind: ORDER_LINE_KIND.PRODUCT, productId, price: card.price!, quantity })
    .onConflictDoUpdate({
      target: [orderLines.orderUuid, orderLines.productId],
      set: { quantity: sql`least(${orderLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`, price: sql`excluded.price`, updatedAt: new Date() },
    });
}

/** Seats of all ticket lines of an order, leaving one line out when named. */
async function orderSeats(tx: Executor, orderUuid: string, exceptLineId?: number): Promise<number> {
  const [row] = await tx
    .select({ seats: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderUuid, orderUuid), sql`${orderLines.ticketId} is not null`, exceptLineId === undefined ? undefined : sql`${orderLines.id} <> ${exceptLineId}`));
  return row?.seats ?? 0;
}

/** One order takes at most MAX_TICKETS_PER_ORDER seats (domain), whatever the client offered. */
function assertSeatsPerOrder(seats: number): void {
  if (seats <= MAX_TICKETS_PER_ORDER) return;
  const message = `One order takes at most ${MAX_TICKETS_PER_ORDER} seats.`;
  throw badRequest(message, { quantity: [message] }, ERROR_CODE.TOO_MANY_TICKETS);
}

async function addTicketLine(tx: Executor, orderUuid: string, ticketId: number, quantity: number) {
  const [ticket] = await tx.select().from(eventTickets).where(eq(eventTickets.id, ticketId));
  if (!ticket) throw notFound(API_ERROR_CODE.TICKET_NOT_FOUND, 'Event ticket not found.');
  await tx
    .insert(orderLines)
    .values({ orderUuid, kind: ORDER_LINE_KIND.EVENT, ticketId, price: ticket.price, quantity })
    .onConflictDoUpdate({
      target: [orderLines.orderUuid, orderLines.ticketId],
      set: { quantity: sql`least(${orderLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`, price: sql`excluded.price`, updatedAt: new Date() },
    });
}

/** A new order of the viewer (anonymous when no user), in their delivery country and language. */
async function insertOrder(tx: Executor, user: AuthenticatedUser | null, viewer: Viewer, status: number): Promise<{ uuid: string }> {
  const [order] = await tx
    .insert(orders)
    .values({ status, userId: user?.id ?? null, customerUuid: user?.activeCustomerUuid ?? null, deliveryCountryId: viewer.deliveryCountryId, locale: viewer.locale })
    .returning({ uuid: orders.uuid });
  return order!;
}

const newEventOrder = (tx: Executor, user: AuthenticatedUser, viewer: Viewer) => insertOrder(tx, user, viewer, ORDER_STATUS.EVENT_DRAFT);

function ownerCondition(user: AuthenticatedUser) {
  return user.activeCustomerUuid ? eq(orders.customerUuid, user.activeCustomerUuid) : eq(orders.userId, user.id);
}

/**
 * What changed since the old order: products that can no longer be bought or cost differently,
 * and event tickets whose event has ended or that have too few seats left (the same check as
 * adding a ticket to a cart).
 */
async function reorderChanges(tx: Executor, source: { uuid: string; status: number }, viewer: Viewer) {
  const orderUuid = source.uuid;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderUuid, orderUuid)).orderBy(asc(orderLines.id));
  const cards = new Map((await loadProductCards(tx, lines.flatMap((line) => (line.productId ? [line.productId] : [])), viewer)).map((card) => [card.id, card]));
  const ticketIds = lines.flatMap((line) => (line.ticketId ? [line.ticketId] : []));
  const tickets = new Map(
    (ticketIds.length > 0
      ? await tx.select({ id: eventTickets.id, price: eventTickets.price, capacity: eventTickets.capacity, endsAt: events.endsAt }).from(eventTickets).innerJoin(events, eq(events.id, eventTickets.eventId)).where(inArray(eventTickets.id, ticketIds))
      : []
    ).map((ticket) => [ticket.id, ticket]),
  );
  const sold = await soldTickets(tx, ticketIds);
  const now = new Date();
  const changes: { line_id: number; product_id: number | null; ticket_id: number | null; reason: 'unavailable' | 'price_changed'; old_price: string; new_price: string | null; message: string }[] = [];
  const carry: { productId: number | null; ticketId: number | null; quantity: number }[] = [];
  for (const line of lines) {
    if (line.productId === null) {
      const ticket = line.ticketId === null ? undefined : tickets.get(line.ticketId);
      const refusal = ticket ? ticketRefusal(ticket, sold.get(ticket.id) ?? 0, line.quantity, now) : null;
      if (!ticket || refusal) {
        const message = !ticket || refusal?.reason === 'ended' ? 'This event has ended.' : `Only ${refusal!.left} seats are left.`;
        changes.push({ line_id: line.id, product_id: null, ticket_id: line.ticketId, reason: 'unavailable', old_price: line.price, new_price: ticket?.price ?? null, message });
        continue;
      }
      carry.push({ productId: null, ticketId: line.ticketId, quantity: line.quantity });
      continue;
    }
    const card = cards.get(line.productId);
    const blocker = card ? purchaseBlocker(card) : 'The product no longer exists.';
    if (blocker || !card) {
      changes.push({ line_id: line.id, product_id: line.productId, ticket_id: null, reason: 'unavailable', old_price: line.price, new_price: card?.price ?? null, message: blocker ?? '' });
      continue;
    }
    if (card.price !== line.price) {
      changes.push({ line_id: line.id, product_id: line.productId, ticket_id: null, reason: 'price_changed', old_price: line.price, new_price: card.price, message: 'The price has changed.' });
    }
    carry.push({ productId: line.productId, ticketId: null, quantity: line.quantity });
  }
  // Tickets go to a new event order, products to the cart: the kind the lines already read tell which.
  return { changes, carry, ofTickets: isEventOrder(source.status, lines.map((line) => line.kind)) };
}

export function orderRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/orders/', async (c) => {
    const user = requireUser(c.var.viewer);
    // Oldest first: the client takes the last one as the current cart.
    const rows = await c.var.db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(and(ownerCondition(user), inArray(orders.status, OPEN_ORDER_STATUSES)))
      .orderBy(asc(orders.createdAt), asc(orders.number));
    return c.json(await Promise.all(rows.map((row) => serializeOrder(c.var.db, row.uuid, c.var.viewer))));
  });

  app.post('/orders/', async (c) => {
    const body = await readBody(c, createOrderSchema);
    const order = await insertOrder(c.var.db, c.var.viewer.user, c.var.viewer, body.is_event ? ORDER_STATUS.EVENT_DRAFT : ORDER_STATUS.DRAFT);
    keepsSharedContent(c);
    return c.json(await serializeOrder(c.var.db, order.uuid, c.var.viewer), 201);
  });

  app.get('/orders/history/', async (c) => {
    const user = requireUser(c.var.viewer);
    const query = readQuery(c, historyQuerySchema);
    const where = and(ownerCondition(user), notInArray(orders.status, [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT]));
    const [total] = await c.var.db.select({ value: count() }).from(orders).where(where);
    const rows = await c.var.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const totalCount = total?.value ?? 0;
    return c.json({
      count: totalCount,
      next: query.page * query.page_size < totalCount ? query.page + 1 : null,
      previous: query.page > 1 ? query.page - 1 : null,
      results: rows.map(serializeOrderSummary),
    });
  });

  app.get('/orders/history/:uuid/', async (c) => {
    requireUser(c.var.viewer);
    const { uuid } = readParams(c, orderParams);
    await loadOrder(c.var.db, uuid, c.var.viewer);
    return c.json(await serializeOrder(c.var.db, uuid, c.var.viewer));
  });

  app.get('/orders/:uuid/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    await loadOrder(c.var.db, uuid, c.var.viewer);
    return c.json(await serializeOrder(c.var.db, uuid, c.var.viewer));
  });

  app.get('/orders/:uuid/order-lines/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    await loadOrder(c.var.db, uuid, c.var.viewer);
    return c.json(await serializeLines(c.var.db, uuid, c.var.viewer));
  });

  app.post('/orders/:uuid/order-lines/', async (c) => {
    const { uuid } = readParams(c, orderParams);
    const body = await readBody(c, addLineSchema);
    await changeOrder(c.var.db, uuid, c.var.viewer, async (tx, order) => {
      if (isDraftOrderStatus(order.status)) keepsSharedContent(c);
      await assertLineKind(tx, order, body.product !== undefined ? ORDER_LINE_KIND.PRODUCT : ORDER_LINE_KIND.EVENT);
      if (body.product !== undefined) return addProductLine(tx, uuid, body.product, body.quantity, c.var.viewer);
      assertSeatsPerOrder((await orderSeats(tx, uuid)) + body.quantity);
      await assertTicketsAvailable(tx, body.event_ticket!, body.quantity);
      return addTicketLine(tx, uuid, body.event_ticket!, body.quantity);
    });
    return c.json(await serializeOrder(c.var.db, uuid, c.var.viewer), 201);
  });

  app.put('/orders/:uuid/order-lines/:lineId/', async (c) => {
    const { uuid, lineId } = readParams(c, lineParams);
    const body = await readBody(c, updateLineSchema);
    await changeOrder(c.var.db, uuid, c.var.viewer, async (tx, order) => {
      if (isDraftOrderStatus(order.status)) keepsSharedContent(c);
      const target = and(eq(orderLines.id, lineId), eq(orderLines.orderUuid, uuid));
      const [line] = await tx.select({ ticketId: orderLines.ticketId }).from(orderLines).where(target);
      if (line?.ticketId != null && body.quantity > 0) assertSeatsPerOrder((await orderSeats(tx, uuid, lineId)) + body.quantity);
      const changed =
        body.quantity === 0
          ? await tx.delete(orderLines).where(target).returning({ id: orderLines.id })
          : await tx.update(orderLines).set({ quantity: body.quantity, updatedAt: new Date() }).where(target).returning({ id: orderLines.id });
      if (changed.length === 0) throw notFound(ERROR_CODE.ORDER_LINE_NOT_FOUND, 'Order line not found.');
    });
    return c.json(await serializeOrder(c.var.db, uuid, c.var.viewer));
  });

  app.delete('/orders/:uuid/order-lines/:lineId/', async (c) => {
    const { uuid, lineId } = readParams(c, lineParams);
    await changeOrder(c.var.db, uuid, c.var.viewer, async (tx, order) => {
      if (isDraftOrderStatus(order.status)) keepsSharedContent(c);
      const deleted = await tx.delete(orderLines).where(and(eq(orderLines.id, lineId), eq(orderLines.orderUuid, uuid))).returning({ id: orderLines.id });
      if (deleted.length === 0) throw notFound(ERROR_CODE.ORDER_LINE_NOT_FOUND, 'Order line not found.');
    });
    return c.json(await serializeOrder(c.var.db, uuid, c.var.viewer));
  });

  app.put('/orders/:uuid/connect-anonymous-order-to-user/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { uuid } = readParams(c, orderParams);
    const body = await readBody(c, connectOrderSchema);
    await requireMembership(c.var.db, user, body.customer.uuid);
    await changeOrder(
      c.var.db,
      uuid,
      c.var.viewer,
      async (tx, order) => {
        const isAnonymous = order.userId === null && order.customerUuid === null;
        if (!isAnonymous && order.userId !== user.id) throw notFound(ERROR_CODE.ORDER_NOT_FOUND, 'Order not found.');
        await tx.update(orders).set({ userId: user.id, customerUuid: body.customer.uuid }).where(eq(orders.uuid, uuid));
      },
      { skipAccessCheck: true },
    );
    return c.json(await serializeOrder(c.var.db, uuid, c.var.viewer));
  });

  app.put('/orders/:uuid/use-loyalty-points/', async (c) => {
    requireUser(c.var.viewer);
    const { uuid } = readParams(c, orderParams);
    const body = await readBody(c, useLoyaltyPointsSchema);
    await changeOrder(c.var.db, uuid, c.var.viewer, async (tx, order) => {
      const [customer] = order.customerUuid ? await tx.select({ isLoyal: customers.isLoyal }).from(customers).where(eq(customers.uuid, order.customerUuid)) : [];
      if (body.use_loyalty_points && !customer?.isLoyal) {
        throw new ApiError(400, API_ERROR_CODE.LOYALTY_NOT_AVAILABLE, 'The order customer is not a loyalty member.', { use_loyalty_points: ['Not a loyalty member.'] });
      }
      await tx.update(orders).set({ useLoyaltyPoints: body.use_loyalty_points }).where(eq(orders.uuid, uuid));
    });
    return c.json(await serializeOrder(c.var.db, uuid, c.var.viewer));
  });

  app.post('/orders/:uuid/reorder/', async (c) => {
    const user = requireUser(c.var.viewer);
    const { uuid } = readParams(c, orderParams);
    const body = await readBody(c, reorderSchema);
    const source = await loadOrder(c.var.db, uuid, c.var.viewer);
    if (source.status === ORDER_STATUS.DRAFT || source.status === ORDER_STATUS.EVENT_DRAFT) {
      throw badRequest('Only placed orders can be ordered again.', { non_field_errors: ['The order is still a draft.'] });
    }
    const { changes, carry, ofTickets } = await reorderChanges(c.var.db, source, c.var.viewer);
    if (changes.length > 0 && body.action === null) {
      throw new ApiError(REORDER_DECISION_HTTP_STATUS, REORDER_DECISION_CODE, 'Some products changed since this order. Send action "accept" to continue without them or at their new prices.', undefined, { changes });
    }
    // Tickets go to a new event order (its own checkout, no delivery), products to the cart.
    if (ofTickets && carry.length === 0) {
      throw badRequest('None of these tickets can be bought any more.', { non_field_errors: ['None of these tickets can be bought any more.'] }, ERROR_CODE.NOTHING_TO_REORDER);
    }
    const cartUuid = await c.var.db.transaction(async (tx) =>
      ofTickets ? (await newEventOrder(tx, user, c.var.viewer)).uuid : (await findOrCreateDraft(tx, user, c.var.viewer.deliveryCountryId)).uuid,
    );
    await changeOrder(c.var.db, cartUuid, c.var.viewer, async (tx) => {
      for (const line of carry) {
        if (line.productId !== null) await addProductLine(tx, cartUuid, line.productId, line.quantity, c.var.viewer);
        else if (line.ticketId !== null) {
          // Checked again in the cart's transaction: seats may have gone since reorderChanges.
          await assertTicketsAvailable(tx, line.ticketId, line.quantity);
          await addTicketLine(tx, cartUuid, line.ticketId, line.quantity);
        }
      }
    });
    return c.json(await serializeOrder(c.var.db, cartUuid, c.var.viewer));
  });

  return app;
}

const ORDERS = 'orders';
const ACCESS = 'The order must be anonymous or belong to the user or their active customer (404 otherwise).';
const EDITABLE = ACCESS + ' Only draft orders change (409 ORDER_NOT_EDITABLE).';
export const orderDocs = operations([
  { method: 'get', path: '/orders/', summary: "The user's open orders, oldest first (the last is the cart)", tag: ORDERS, auth: 'user', response: { status: 200, description: 'Order list.', schema: z.array(orderResponse) } },
  { method: 'post', path: '/orders/', summary: 'Create a draft order (event draft with is_event)', tag: ORDERS, auth: 'optional', body: createOrderSchema, response: { status: 201, description: 'The order.', schema: orderResponse } },
  { method: 'get', path: '/orders/history/', summary: 'Placed orders, paged', tag: ORDERS, auth: 'user', query: historyQuerySchema, response: { status: 200, description: '`{count, next, previous, results}` of order summaries.', schema: orderHistoryResponse } },
  { method: 'get', path: '/orders/history/:uuid/', summary: 'One placed order', tag: ORDERS, auth: 'user', params: orderParams, response: { status: 200, description: 'The order.', schema: orderResponse }, errors: [404], description: ACCESS },
  { method: 'get', path: '/orders/:uuid/', summary: 'One order with lines and totals', tag: ORDERS, auth: 'optional', params: orderParams, response: { status: 200, description: 'The order.', schema: orderResponse }, errors: [404], description: ACCESS },
  { method: 'get', path: '/orders/:uuid/order-lines/', summary: 'The lines of an order', tag: ORDERS, auth: 'optional', params: orderParams, response: { status: 200, description: 'Order lines.', schema: z.array(orderLineResponse) }, errors: [404], description: ACCESS },
  { method: 'post', path: '/orders/:uuid/order-lines/', summary: 'Add a product or event ticket line', tag: ORDERS, auth: 'optional', params: orderParams, body: addLineSchema, response: { status: 201, description: 'The order.', schema: orderResponse }, errors: [400, 404, 409], description: EDITABLE + ' A cart (DRAFT) takes products, an event order (EVENT_DRAFT) tickets; the other kind is 400 ORDER_LINE_KIND_MISMATCH. An order takes at most MAX_TICKETS_PER_ORDER (20) seats of all its tickets; more is 400 TOO_MANY_TICKETS (also when a ticket line\'s quantity is changed).' },
  { method: 'put', path: '/orders/:uuid/order-lines/:lineId/', summary: "Change a line's quantity (0 removes it)", tag: ORDERS, auth: 'optional', params: lineParams, body: updateLineSchema, response: { status: 200, description: 'The order.', schema: orderResponse }, errors: [404, 409], description: EDITABLE },
  { method: 'delete', path: '/orders/:uuid/order-lines/:lineId/', summary: 'Remove a line', tag: ORDERS, auth: 'optional', params: lineParams, response: { status: 200, description: 'The order.', schema: orderResponse }, errors: [404, 409], description: EDITABLE },
  { method: 'put', path: '/orders/:uuid/connect-anonymous-order-to-user/', summary: 'Attach an anonymous order to the user and a customer', tag: ORDERS, auth: 'user', params: orderParams, body: connectOrderSchema, response: { status: 200, description: 'The order.', schema: orderResponse }, errors: [403, 404, 409] },
  { method: 'put', path: '/orders/:uuid/use-loyalty-points/', summary: 'Use or stop using loyalty points on the order', tag: ORDERS, auth: 'user', params: orderParams, body: useLoyaltyPointsSchema, response: { status: 200, description: 'The order.', schema: orderResponse }, errors: [404, 409], description: '400 LOYALTY_NOT_AVAILABLE when the customer is not a loyalty member.' },
  { method: 'post', path: '/orders/:uuid/reorder/', summary: 'Copy a placed order into the cart, or its tickets into a new event order', tag: ORDERS, auth: 'user', params: orderParams, body: reorderSchema, response: { status: 200, description: 'The cart order (products) or the new event order (status EVENT_DRAFT, tickets).', schema: orderResponse }, errors: [400, 404, 406], description: 'When products changed or event tickets are no longer available (event ended, too few seats), 406 with `changes` (line_id, product_id, ticket_id, reason, old_price, new_price, message); send action "accept" to continue without them. 400 NOTHING_TO_REORDER when none of an event order\'s tickets can be bought any more.' },
]);
