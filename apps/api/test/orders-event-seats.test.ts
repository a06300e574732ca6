import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_RESULT, REORDER_DECISION_CODE } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { events, eventTickets, mailOutbox, orderLines, orders, payments } from '../src/db/schema';
import { ORDER_CONFIRMATION_MAIL_KIND } from '../src/mail/orderConfirmation';
import { settleAfterResponseTasks } from '../src/lib/afterResponse';
import { SEED_LOGIN } from '../src/seed/accessData';

const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;
const PARALLEL_PLACEMENTS = 20;
const CONTACT = { first_name: 'Eva', last_name: 'Kask', email: 'eva@example.ee', phone: '+372 5555 1234' };

/** A fresh ticket on an event that has not ended, so other tests' purchases do not touch its seats. */
async function newTicket(capacity: number, name = 'Seat test') {
  const [event] = (await api.request('GET', '/api/v1/events/')).body;
  const [ticket] = await db
    .insert(eventTickets)
    .values({ eventId: event.id, name: { en_US: { value: name, ext_id: null }, et_EE: { value: `${name} (et)`, ext_id: null } }, price: '25.00', capacity })
    .returning();
  return { ticket: ticket!, eventId: event.id as number };
}

/** An event order with one ticket line and contact information: ready to pay. */
async function readyEventOrder(ticketId: number, quantity = 1, token?: string) {
  const auth = token ? { token } : {};
  const uuid: string = (await api.request('POST', '/api/v1/orders/', { ...auth, body: { is_event: true } })).body.uuid;
  const added = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { ...auth, body: { event_ticket: ticketId, quantity } });
  expect(added.status).toBe(201);
  expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { ...auth, body: CONTACT })).status).toBe(200);
  return uuid;
}

const pay = (uuid: string, result: string = PAYMENT_RESULT.SUCCESS, token?: string) =>
  api.request('POST', `/api/v1/orders/${uuid}/payments/`, { ...(token ? { token } : {}), body: { method: PAYMENT_METHOD.BANK, provider: 'test', test_result: result } });

async function ticketsLeft(eventId: number, ticketId: number): Promise<number> {
  return (await api.request('GET', `/api/v1/events/${eventId}/`)).body.tickets.find((ticket: { id: number }) => ticket.id === ticketId).tickets_left;
}

describe('placing orders takes event seats atomically', () => {
  it(`${PARALLEL_PLACEMENTS} parallel placements for a 1-seat ticket: exactly one succeeds, the rest are refused with nothing written`, async () => {
    const { ticket, eventId } = await newTicket(1);
    const uuids: string[] = [];
    // Every cart may hold the last seat: carts do not reserve.
    for (let index = 0; index < PARALLEL_PLACEMENTS; index += 1) uuids.push(await readyEventOrder(ticket.id));

    const responses = await Promise.all(uuids.map((uuid) => pay(uuid)));
    const won = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 400);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(PARALLEL_PLACEMENTS - 1);
    expect(won[0]!.body).toMatchObject({ status: PAYMENT_RESULT.SUCCESS, order_status: ORDER_STATUS.SUBMITTED });
    for (const response of refused) {
      expect(response.body).toEqual({
        code: 'TICKET_NOT_AVAILABLE',
        message: `Event tickets are not available: Ticket ${ticket.id} "Seat test (et)": sold out.`,
        errors: { order_lines: [`Ticket ${ticket.id} "Seat test (et)": sold out.`] },
        tickets: [{ id: ticket.id, name: 'Seat test (et)', reason: 'sold_out', tickets_left: 0 }],
      });
    }

    const rows = await db.select({ uuid: orders.uuid, status: orders.status }).from(orders).where(inArray(orders.uuid, uuids));
    expect(rows.filter((row) => row.status === ORDER_STATUS.SUBMITTED)).toHaveLength(1);
    expect(rows.filter((row) => row.status === ORDER_STATUS.EVENT_DRAFT)).toHaveLength(PARALLEL_PLACEMENTS - 1);
    // Refused placements left no payment behind, and only the winner holds a payment.
    const paid = await db.select({ orderUuid: payments.orderUuid, status: payments.status }).from(payments).where(inArray(payments.orderUuid, uuids));
    expect(paid).toEqual([{ orderUuid: rows.find((row) => row.status === ORDER_STATUS.SUBMITTED)!.uuid, status: PAYMENT_RESULT.SUCCESS }]);
    expect(await ticketsLeft(eventId, ticket.id)).toBe(0);
  });

  it('pending payments take seats too: 3 seats, 8 parallel pending placements of one seat each', async () => {
    const { ticket, eventId } = await newTicket(3);
    const uuids: string[] = [];
    for (let index = 0; index < 8; index += 1) uuids.push(await readyEventOrder(ticket.id));
    const responses = await Promise.all(uuids.map((uuid) => pay(uuid, PAYMENT_RESULT.PENDING)));
    expect(responses.filter((response) => response.status === 201 && response.body.order_status === ORDER_STATUS.PENDING)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 400 && response.body.code === 'TICKET_NOT_AVAILABLE')).toHaveLength(5);
    const [pending] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(and(inArray(orders.uuid, uuids), eq(orders.status, ORDER_STATUS.PENDING)));
    expect(pending!.count).toBe(3);
    expect(await ticketsLeft(eventId, ticket.id)).toBe(0);
  });

  it('a placement asking for more seats than are left names the ticket and the seats left', async () => {
    const { ticket } = await newTicket(3, 'Masterclass');
    const first = await readyEventOrder(ticket.id, 2);
    const second = await readyEventOrder(ticket.id, 2);
    expect((await pay(first)).status).toBe(201);
    const refused = await pay(second, PAYMENT_RESULT.SUCCESS);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'TICKET_NOT_AVAILABLE',
      errors: { order_lines: [`Ticket ${ticket.id} "Masterclass (et)": only 1 seats are left.`] },
      tickets: [{ id: ticket.id, reason: 'sold_out', tickets_left: 1 }],
    });
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, second));
    expect(order!.status).toBe(ORDER_STATUS.EVENT_DRAFT);
  });

  it('refuses placing a ticket whose event ended after it went into the cart', async () => {
    const { ticket } = await newTicket(5, 'Ended');
    const uuid = await readyEventOrder(ticket.id);
    const [event] = await db.select().from(events).where(eq(events.id, ticket.eventId));
    await db.update(events).set({ startsAt: new Date(Date.now() - 2 * 3600_000), endsAt: new Date(Date.now() - 3600_000) }).where(eq(events.id, ticket.eventId));
    try {
      const refused = await pay(uuid);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'TICKET_NOT_AVAILABLE', tickets: [{ id: ticket.id, name: 'Ended (et)', reason: 'ended' }] });
      expect(refused.body.message).toContain(`Ticket ${ticket.id} "Ended (et)": the event has ended.`);
      expect(await db.select().from(payments).where(eq(payments.orderUuid, uuid))).toEqual([]);
      expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, uuid)))[0]!.status).toBe(ORDER_STATUS.EVENT_DRAFT);
    } finally {
      await db.update(events).set({ startsAt: event!.startsAt, endsAt: event!.endsAt }).where(eq(events.id, ticket.eventId));
    }
  });

  it('a pending order cannot grow its ticket quantity past the seats left, but can shrink it', async () => {
    const { ticket, eventId } = await newTicket(2, 'Pending');
    const pendingUuid = await readyEventOrder(ticket.id);
    expect((await pay(pendingUuid, PAYMENT_RESULT.PENDING)).body.order_status).toBe(ORDER_STATUS.PENDING);
    const other = await readyEventOrder(ticket.id);
    expect((await pay(other)).status).toBe(201);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderUuid, pendingUuid));
    const grown = await api.request('PUT', `/api/v1/orders/${pendingUuid}/order-lines/${line!.id}/`, { body: { quantity: 2 } });
    expect(grown.status).toBe(400);
    expect(grown.body).toMatchObject({ code: 'TICKET_NOT_AVAILABLE', tickets: [{ id: ticket.id, tickets_left: 1 }] });
    expect((await db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.id, line!.id)))[0]!.quantity).toBe(1);
    expect(await ticketsLeft(eventId, ticket.id)).toBe(0);
    const removed = await api.request('DELETE', `/api/v1/orders/${pendingUuid}/order-lines/${line!.id}/`);
    expect(removed.status).toBe(200);
    expect(await ticketsLeft(eventId, ticket.id)).toBe(1);
  });
});

describe('reorder checks event tickets like adding them', () => {
  async function placedTicketOrder(token: string, capacity: number, name: string) {
    const { ticket, eventId } = await newTicket(capacity, name);
    const uuid = await readyEventOrder(ticket.id, 1, token);
    expect((await pay(uuid, PAYMENT_RESULT.SUCCESS, token)).status).toBe(201);
    return { uuid, ticket, eventId };
  }

  it('a sold-out ticket is a change to decide on (406), and accepting leaves it out of the cart', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const { uuid, ticket } = await placedTicketOrder(token, 1, 'Reorder sold out');
    const undecided = await api.request('POST', `/api/v1/orders/${uuid}/reorder/`, { token, body: { action: null } });
    expect(undecided.status).toBe(406);
    expect(undecided.body).toMatchObject({
      code: REORDER_DECISION_CODE,
      changes: [{ product_id: null, ticket_id: ticket.id, reason: 'unavailable', old_price: '25.00', new_price: '25.00', message: 'Only 0 seats are left.' }],
    });
    // Accepting leaves nothing to buy: a clear refusal, and no empty event order.
    const ordersBefore = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const accepted = await api.request('POST', `/api/v1/orders/${uuid}/reorder/`, { token, body: { action: 'accept' } });
    expect(accepted.status).toBe(400);
    expect(accepted.body).toMatchObject({ code: 'NOTHING_TO_REORDER', errors: { non_field_errors: [expect.any(String)] } });
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(ordersBefore);
    expect(await db.select().from(orderLines).where(and(eq(orderLines.ticketId, ticket.id), inArray(orderLines.orderUuid, db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.status, ORDER_STATUS.DRAFT)))))).toEqual([]);
  });

  it('a ticket of an ended event is a change too; a ticket with seats left is carried into a new event order, not the cart', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const ended = await placedTicketOrder(token, 5, 'Reorder ended');
    const [event] = await db.select().from(events).where(eq(events.id, ended.ticket.eventId));
    await db.update(events).set({ startsAt: new Date(Date.now() - 2 * 3600_000), endsAt: new Date(Date.now() - 3600_000) }).where(eq(events.id, ended.ticket.eventId));
    try {
      const undecided = await api.request('POST', `/api/v1/orders/${ended.uuid}/reorder/`, { token, body: { action: null } });
      expect(undecided.status).toBe(406);
      expect(undecided.body.changes).toEqual([expect.objectContaining({ ticket_id: ended.ticket.id, reason: 'unavailable', message: 'This event has ended.' })]);
    } finally {
      await db.update(events).set({ startsAt: event!.startsAt, endsAt: event!.endsAt }).where(eq(events.id, ended.ticket.eventId));
    }
    const open = await placedTicketOrder(token, 5, 'Reorder open');
    const carried = await api.request('POST', `/api/v1/orders/${open.uuid}/reorder/`, { token, body: { action: null } });
    expect(carried.status).toBe(200);
    expect(carried.body).toMatchObject({ status: ORDER_STATUS.EVENT_DRAFT });
    expect(carried.body.order_lines).toEqual([expect.objectContaining({ kind: 'EVENT', quantity: 1, event_ticket: expect.objectContaining({ id: open.ticket.id }) })]);
    // The shopper's cart holds no ticket.
    const carts = await db.select({ uuid: orders.uuid }).from(orders).innerJoin(orderLines, eq(orderLines.orderUuid, orders.uuid)).where(and(eq(orders.status, ORDER_STATUS.DRAFT), eq(orderLines.kind, 'EVENT')));
    expect(carts).toEqual([]);
  });
});

describe('an order holds products or tickets, never both', () => {
  it('a ticket for a cart and a product for an event order are refused (400 ORDER_LINE_KIND_MISMATCH), nothing written', async () => {
    const { ticket } = await newTicket(5, 'Kind test');
    const [product] = (await api.request('GET', '/api/v1/products/?page_size=50')).body.results.products.filter((card: { price: string | null; is_disabled: boolean; valid_restrictions: unknown[] }) => card.price !== null && !card.is_disabled && card.valid_restrictions.length === 0);
    const cart: string = (await api.request('POST', '/api/v1/orders/', { body: {} })).body.uuid;
    const ticketInCart = await api.request('POST', `/api/v1/orders/${cart}/order-lines/`, { body: { event_ticket: ticket.id, quantity: 1 } });
    expect(ticketInCart.status).toBe(400);
    expect(ticketInCart.body).toMatchObject({ code: 'ORDER_LINE_KIND_MISMATCH', errors: { event_ticket: [expect.any(String)] } });
    const eventOrder: string = (await api.request('POST', '/api/v1/orders/', { body: { is_event: true } })).body.uuid;
    const productInEventOrder = await api.request('POST', `/api/v1/orders/${eventOrder}/order-lines/`, { body: { product: product.id, quantity: 1 } });
    expect(productInEventOrder.status).toBe(400);
    expect(productInEventOrder.body).toMatchObject({ code: 'ORDER_LINE_KIND_MISMATCH', errors: { product: [expect.any(String)] } });
    expect(await db.select().from(orderLines).where(inArray(orderLines.orderUuid, [cart, eventOrder]))).toEqual([]);
    // Each takes its own kind.
    expect((await api.request('POST', `/api/v1/orders/${cart}/order-lines/`, { body: { product: product.id, quantity: 1 } })).status).toBe(201);
    expect((await api.request('POST', `/api/v1/orders/${eventOrder}/order-lines/`, { body: { event_ticket: ticket.id, quantity: 1 } })).status).toBe(201);
  });
});

describe('the confirmation of an event order', () => {
  it('speaks of tickets and booked seats and names the event, its time and place, in the order\'s language; no parcel', async () => {
    const { ticket, eventId } = await newTicket(5, 'Mail test');
    const email = `tickets-${Date.now()}@example.ee`;
    const uuid: string = (await api.request('POST', '/api/v1/orders/', { body: { is_event: true } })).body.uuid;
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: ticket.id, quantity: 2 } })).status).toBe(201);
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { body: { ...CONTACT, email } })).status).toBe(200);
    expect((await pay(uuid)).status).toBe(201);
    await settleAfterResponseTasks();
    const [mail] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, ORDER_CONFIRMATION_MAIL_KIND)));
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    // The shopper's language (Estonian, the default here).
    expect(mail!.locale).toBe('et_EE');
    expect(mail!.body).toContain('kohad on sulle broneeritud');
    expect(mail!.body).toMatch(/Piletid:\n- Mail test \(et\) × 2: 50,00\s€/);
    expect(mail!.body).toContain(`Üritused:\n- ${event!.name.et_EE!.value}: `);
    expect(mail!.body).toContain(event!.location);
    expect(mail!.body).not.toMatch(/paki|Tooted/);
  });
});

describe('an unpaid order holds its seats only while it is being paid (decision 0082)', () => {
  it('a failed payment gives the seats back at once; paying again takes them again', async () => {
    const { ticket, eventId } = await newTicket(2);
    // Anyone, without an account: every seat, then a payment that fails.
    const hoarder = await readyEventOrder(ticket.id, 2);
    expect((await pay(hoarder, PAYMENT_RESULT.FAILED)).body).toMatchObject({ status: PAYMENT_RESULT.FAILED, order_status: ORDER_STATUS.PENDING });
    expect(await ticketsLeft(eventId, ticket.id)).toBe(2);
    const buyer = await readyEventOrder(ticket.id, 1);
    expect((await pay(buyer)).body).toMatchObject({ order_status: ORDER_STATUS.SUBMITTED });
    // The failed order may pay again, for the seats still free.
    const again = await pay(hoarder);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'TICKET_NOT_AVAILABLE', tickets: [{ id: ticket.id, reason: 'sold_out', tickets_left: 1 }] });
    expect(await ticketsLeft(eventId, ticket.id)).toBe(1);
  });

  it('a payment under way holds the seats until its hold ends, then they are free again', async () => {
    const { ticket, eventId } = await newTicket(1);
    const waiting = await readyEventOrder(ticket.id, 1);
    // A second cart with the same seat (carts hold no seats).
    const refused = await readyEventOrder(ticket.id, 1);
    expect((await pay(waiting, PAYMENT_RESULT.PENDING)).body).toMatchObject({ order_status: ORDER_STATUS.PENDING });
    const [held] = await db.select({ until: orders.seatsHeldUntil }).from(orders).where(eq(orders.uuid, waiting));
    // Held for EVENT_SEAT_HOLD_MINUTES (30) from the payment's start.
    expect(held!.until!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await ticketsLeft(eventId, ticket.id)).toBe(0);
    expect((await pay(refused)).status).toBe(400);
    await db.update(orders).set({ seatsHeldUntil: new Date(Date.now() - 1000) }).where(eq(orders.uuid, waiting));
    // The hold ends with the clock, not with a write: the public cache may answer until its lifetime ends.
    const fresh = (await api.request('GET', `/api/v1/events/${eventId}/`, { headers: { 'Accept-Language': 'en' } })).body;
    expect(fresh.tickets.find((entry: { id: number }) => entry.id === ticket.id).tickets_left).toBe(1);
    expect((await pay(refused)).body).toMatchObject({ order_status: ORDER_STATUS.SUBMITTED });
  });
});

describe('one order takes at most 20 seats (decision 0082)', () => {
  it('a client that offers more (at once, in two adds, or by changing the quantity) is refused with nothing written', async () => {
    const { ticket } = await newTicket(100);
    const uuid: string = (await api.request('POST', '/api/v1/orders/', { body: { is_event: true } })).body.uuid;
    const add = (quantity: number) => api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: ticket.id, quantity } });
    const tooMany = await add(21);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_TICKETS', errors: { quantity: ['One order takes at most 20 seats.'] } });
    const first = await add(15);
    expect(first.status).toBe(201);
    expect((await add(6)).body.code).toBe('TOO_MANY_TICKETS');
    const lineId = first.body.order_lines[0].id as number;
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${lineId}/`, { body: { quantity: 21 } })).body.code).toBe('TOO_MANY_TICKETS');
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${lineId}/`, { body: { quantity: 20 } })).status).toBe(200);
    expect((await db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderUuid, uuid)))).toEqual([{ quantity: 20 }]);
  });
});

describe('one client holds seats in at most 3 unpaid orders at once (decision 0082)', () => {
  it('a fourth order from the same address is refused with 429 until one is paid or released; another address is not affected', async () => {
    const behindProxy = await createTestApi({ trustProxyHops: 1 });
    try {
      const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
      const [event] = (await behindProxy.request('GET', '/api/v1/events/')).body;
      const [ticket] = await behindProxy.database.db
        .insert(eventTickets)
        .values({ eventId: event.id, name: { en_US: { value: 'Hold cap', ext_id: null } }, price: '10.00', capacity: 100 })
        .returning();
      const ready = async (ip: string) => {
        const uuid: string = (await behindProxy.request('POST', '/api/v1/orders/', { body: { is_event: true }, ...from(ip) })).body.uuid;
        expect((await behindProxy.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: ticket!.id, quantity: 1 }, ...from(ip) })).status).toBe(201);
        expect((await behindProxy.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { body: CONTACT, ...from(ip) })).status).toBe(200);
        return uuid;
      };
      const start = (uuid: string, ip: string, result: string = PAYMENT_RESULT.PENDING) =>
        behindProxy.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: PAYMENT_METHOD.BANK, provider: 'test', test_result: result }, ...from(ip) });
      const held: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        held.push(await ready('203.0.113.50'));
        expect((await start(held.at(-1)!, '203.0.113.50')).status).toBe(201);
      }
      const fourth = await ready('203.0.113.50');
      const refused = await start(fourth, '203.0.113.50');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', errors: { order_lines: expect.any(Array) } });
      expect((await behindProxy.database.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, fourth)))[0]!.status).toBe(ORDER_STATUS.EVENT_DRAFT);
      // Paying again for an order it already holds is not a new hold.
      expect((await start(held[0]!, '203.0.113.50')).status).toBe(201);
      // Another shopper is not affected; a hold that ended frees a place.
      expect((await start(await ready('198.51.100.77'), '198.51.100.77', PAYMENT_RESULT.SUCCESS)).body).toMatchObject({ order_status: ORDER_STATUS.SUBMITTED });
      await behindProxy.database.db.update(orders).set({ seatsHeldUntil: new Date(Date.now() - 1000) }).where(eq(orders.uuid, held[1]!));
      expect((await start(fourth, '203.0.113.50', PAYMENT_RESULT.SUCCESS)).body).toMatchObject({ order_status: ORDER_STATUS.SUBMITTED });
    } finally {
      await behindProxy.close();
    }
  });
});
