import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EVENT_PROGRESS, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_RESULT } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { eventTickets, events, orderLines } from '../src/db/schema';

const api = await createTestApi();
afterAll(() => api.close());

describe('public events and ticket purchase', () => {
  it('lists events that have not ended, with tickets and free seats', async () => {
    const list = await api.request('GET', '/api/v1/events/', { headers: { 'Accept-Language': 'en' } });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const event of list.body) {
      expect(new Date(event.ends_at).getTime()).toBeGreaterThan(Date.now());
      expect([EVENT_PROGRESS.UPCOMING, EVENT_PROGRESS.IN_PROGRESS]).toContain(event.progress);
    }
    const withTickets = list.body.find((event: any) => event.tickets.length > 0);
    expect(withTickets.tickets[0]).toMatchObject({ id: expect.any(Number), event: withTickets.id, i18n_name: expect.any(Object), name: expect.any(String), price: expect.any(String), tickets_left: expect.any(Number) });
    const one = await api.request('GET', `/api/v1/events/${withTickets.id}/`, { headers: { 'Accept-Language': 'en' } });
    expect(one.status).toBe(200);
    expect(one.body.tickets).toEqual(withTickets.tickets);
  });

  it('answers 404 and 400 for unknown and invalid ids', async () => {
    const missing = await api.request('GET', '/api/v1/events/999999/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'EVENT_NOT_FOUND', message: 'Event not found.' });
    expect((await api.request('GET', '/api/v1/events/abc/')).status).toBe(400);
  });

  it('buys tickets anonymously through an event order: EVENT line, no delivery, paid with the test provider', async () => {
    const [event] = (await api.request('GET', '/api/v1/events/')).body.filter((item: any) => item.tickets.length > 0);
    const ticket = event.tickets[0];
    const order = await api.request('POST', '/api/v1/orders/', { body: { is_event: true } });
    expect(order.status).toBe(201);
    expect(order.body.status).toBe(ORDER_STATUS.EVENT_DRAFT);
    const added = await api.request('POST', `/api/v1/orders/${order.body.uuid}/order-lines/`, { body: { event_ticket: ticket.id, quantity: 2 } });
    expect(added.status).toBe(201);
    const [line] = await api.database.db.select().from(orderLines).where(eq(orderLines.orderUuid, order.body.uuid));
    expect(line).toMatchObject({ kind: 'EVENT', ticketId: ticket.id, quantity: 2, price: ticket.price });
    const information = await api.request('PUT', `/api/v1/orders/${order.body.uuid}/delivery/information/`, { body: { first_name: 'Eva', last_name: 'Kask', email: 'eva@example.ee', phone: '+372 5555 1234' } });
    expect(information.status).toBe(200);
    const payment = await api.request('POST', `/api/v1/orders/${order.body.uuid}/payments/`, { body: { method: PAYMENT_METHOD.BANK, provider: 'test', test_result: PAYMENT_RESULT.SUCCESS } });
    expect(payment.status).toBe(201);
    expect(payment.body).toMatchObject({ status: PAYMENT_RESULT.SUCCESS, order_status: ORDER_STATUS.SUBMITTED });
    const after = await api.request('GET', `/api/v1/events/${event.id}/`);
    expect(after.body.tickets.find((item: any) => item.id === ticket.id).tickets_left).toBe(ticket.tickets_left - 2);
  });

  it('refuses tickets of an ended event and more tickets than seats left, adding no line', async () => {
    const [ended] = await api.database.db
      .select({ ticketId: eventTickets.id })
      .from(eventTickets)
      .innerJoin(events, eq(events.id, eventTickets.eventId))
      .where(sql`${events.endsAt} < now()`)
      .limit(1);
    const order = await api.request('POST', '/api/v1/orders/', { body: { is_event: true } });
    const refused = await api.request('POST', `/api/v1/orders/${order.body.uuid}/order-lines/`, { body: { event_ticket: ended!.ticketId, quantity: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'TICKET_NOT_AVAILABLE', message: 'This event has ended.', errors: { event_ticket: ['This event has ended.'] } });
    const [open] = (await api.request('GET', '/api/v1/events/')).body.filter((item: any) => item.tickets.length > 0);
    const ticket = open.tickets[0];
    await api.database.db.update(eventTickets).set({ capacity: 1 }).where(eq(eventTickets.id, ticket.id));
    const tooMany = await api.request('POST', `/api/v1/orders/${order.body.uuid}/order-lines/`, { body: { event_ticket: ticket.id, quantity: 3 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('TICKET_NOT_AVAILABLE');
    expect(await api.database.db.select().from(orderLines).where(eq(orderLines.orderUuid, order.body.uuid))).toHaveLength(0);
  });
});
