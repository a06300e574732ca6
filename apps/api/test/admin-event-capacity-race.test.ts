import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MS_PER_DAY, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_RESULT } from '@salon/domain';
import { createTestApi, type TestResponse } from './support/testApi';
import { adminAuditLog, eventTickets, orderLines, orders, payments } from '../src/db/schema';
import { SEED_LOGIN } from '../src/seed/accessData';

const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;
const eventAdmin = await api.login(SEED_LOGIN.TH_EVENT_ADMIN);

const ROUNDS = 3;
const CHECKOUTS = 36;
const START_CAPACITY = 30;
/** Each lowers both tickets; later targets cut below what the burst has usually sold by then. */
const CAPACITY_TARGETS = [22, 16, 10, 6];
const CONTACT = { first_name: 'Eva', last_name: 'Kask', email: 'eva@example.ee', phone: '+372 5555 1234' };
const tr = (et: string, en = et) => ({ et_EE: { value: et }, en_US: { value: en } });

async function eventWithTwoTickets(round: number) {
  const start = new Date(Date.now() + 20 * MS_PER_DAY);
  const created = await api.request('POST', '/api/v1/administrator/events/', {
    token: eventAdmin,
    body: {
      i18n_name: tr(`Võidujooks ${round}`, `Race ${round}`),
      slug: `capacity-race-${round}`,
      location: 'Tallinn',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      tickets: [
        { i18n_name: tr('Täispilet'), price: '20', capacity: START_CAPACITY },
        { i18n_name: tr('Sooduspilet'), price: '10', capacity: START_CAPACITY },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { eventId: created.body.id as number, ticketIds: (created.body.tickets as { id: number }[]).map((ticket) => ticket.id).sort((a, b) => a - b) };
}

/**
 * A cart ready to pay holding one seat of the first ticket, the second, or both: orders with
 * both tickets lock two rows, which is where a wrong lock order would deadlock.
 */
async function readyCart(ticketIds: number[], index: number) {
  const uuid: string = (await api.request('POST', '/api/v1/orders/', { body: { is_event: true } })).body.uuid;
  const wanted = index % 3 === 2 ? ticketIds : [ticketIds[index % 3]!];
  for (const ticketId of wanted) {
    const added = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: ticketId, quantity: 1 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { body: CONTACT })).status).toBe(200);
  return { uuid, ticketIds: wanted };
}

const pay = (uuid: string) =>
  api.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: PAYMENT_METHOD.BANK, provider: 'test', test_result: PAYMENT_RESULT.SUCCESS } });

const lowerCapacity = (eventId: number, ticketIds: number[], capacity: number) =>
  api.request('PUT', `/api/v1/administrator/events/${eventId}/`, {
    token: eventAdmin,
    body: { tickets: ticketIds.map((id, index) => ({ id, i18n_name: tr(index === 0 ? 'Täispilet' : 'Sooduspilet'), price: index === 0 ? '20' : '10', capacity })) },
  });

/** The spec's error shape: code and message strings, errors (when present) field -> list of strings. */
function expectErrorShape(response: TestResponse) {
  expect([400, 409], JSON.stringify(response.body)).toContain(response.status);
  expect(typeof response.body.code).toBe('string');
  expect(typeof response.body.message).toBe('string');
  if (response.body.errors !== undefined) {
    for (const messages of Object.values(response.body.errors)) {
      expect(Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === 'string')).toBe(true);
    }
  }
}

describe('lowering an event capacity while its seats sell', () => {
  it(`${ROUNDS} rounds of ${CHECKOUTS} concurrent checkouts and ${CAPACITY_TARGETS.length} capacity cuts never leave sold > capacity`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { eventId, ticketIds } = await eventWithTwoTickets(round);
      const carts: { uuid: string; ticketIds: number[] }[] = [];
      for (let index = 0; index < CHECKOUTS; index += 1) carts.push(await readyCart(ticketIds, index));

      // The cuts are started between the checkouts, shifted each round, so they land both before
      // and after enough seats have sold.
      const spacing = Math.floor(CHECKOUTS / CAPACITY_TARGETS.length);
      const cutAt = (cut: number) => cut * spacing + ((round * 5) % spacing);
      const checkoutRequests: Promise<TestResponse>[] = [];
      const cutRequests: Promise<TestResponse>[] = [];
      for (let index = 0; index < CHECKOUTS; index += 1) {
        CAPACITY_TARGETS.forEach((capacity, cut) => {
          if (cutAt(cut) === index) cutRequests.push(lowerCapacity(eventId, ticketIds, capacity));
        });
        checkoutRequests.push(pay(carts[index]!.uuid));
      }
      const [checkouts, cuts] = await Promise.all([Promise.all(checkoutRequests), Promise.all(cutRequests)]);
      const context = `round ${round}: checkouts ${checkouts.map((response) => response.status).join(',')}; cuts ${cuts.map((response) => response.status).join(',')}`;

      // Every answer is a success or a refusal in the error shape, never a 500.
      const paid = new Set<string>();
      checkouts.forEach((response, index) => {
        if (response.status === 201) {
          expect(response.body, context).toMatchObject({ status: PAYMENT_RESULT.SUCCESS, order_status: ORDER_STATUS.SUBMITTED });
          paid.add(carts[index]!.uuid);
          return;
        }
        expectErrorShape(response);
        expect(response.body, context).toMatchObject({ code: 'TICKET_NOT_AVAILABLE', errors: { order_lines: expect.any(Array) } });
        expect(response.body.tickets.length, context).toBeGreaterThan(0);
        for (const refused of response.body.tickets) expect(carts[index]!.ticketIds).toContain(refused.id);
      });
      const appliedCuts: number[] = [];
      cuts.forEach((response, cut) => {
        if (response.status === 200) {
          expect(response.body.tickets.map((ticket: { capacity: number }) => ticket.capacity), context).toEqual([CAPACITY_TARGETS[cut], CAPACITY_TARGETS[cut]]);
          // The answer is one moment of the event: what it reports sold fits the capacity it set.
          for (const ticket of response.body.tickets) expect(ticket.sold, context).toBeLessThanOrEqual(ticket.capacity);
          appliedCuts.push(CAPACITY_TARGETS[cut]!);
          return;
        }
        expectErrorShape(response);
        expect(response.body.code, context).toBe('VALIDATION_ERROR');
        const fields = Object.keys(response.body.errors);
        expect(fields.length, context).toBeGreaterThan(0);
        for (const field of fields) expect(field, context).toMatch(/^tickets\.[01]\.capacity$/);
      });

      // Stored rows: sold seats (placed orders' lines) never exceed the stored capacity.
      const ticketRows = await db.select({ id: eventTickets.id, capacity: eventTickets.capacity }).from(eventTickets).where(eq(eventTickets.eventId, eventId));
      const soldRows = await db
        .select({ ticketId: orderLines.ticketId, sold: sql<number>`sum(${orderLines.quantity})::int` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
        .where(and(inArray(orderLines.ticketId, ticketIds), eq(orders.status, ORDER_STATUS.SUBMITTED)))
        .groupBy(orderLines.ticketId);
      const sold = new Map(soldRows.map((row) => [row.ticketId!, row.sold]));
      expect(ticketRows, context).toHaveLength(2);
      for (const ticket of ticketRows) expect(sold.get(ticket.id) ?? 0, context).toBeLessThanOrEqual(ticket.capacity);
      // Both tickets got every applied cut together; the stored capacity is the start or an applied cut.
      expect(new Set(ticketRows.map((ticket) => ticket.capacity)).size, context).toBe(1);
      expect([START_CAPACITY, ...appliedCuts], context).toContain(ticketRows[0]!.capacity);
      if (appliedCuts.length === 0) expect(ticketRows[0]!.capacity).toBe(START_CAPACITY);

      // Orders: exactly the paid ones are placed with one payment each; refused ones are untouched carts.
      const orderRows = await db.select({ uuid: orders.uuid, status: orders.status }).from(orders).where(inArray(orders.uuid, carts.map((cart) => cart.uuid)));
      for (const row of orderRows) expect(row.status, context).toBe(paid.has(row.uuid) ? ORDER_STATUS.SUBMITTED : ORDER_STATUS.EVENT_DRAFT);
      const paymentRows = await db.select({ orderUuid: payments.orderUuid }).from(payments).where(inArray(payments.orderUuid, carts.map((cart) => cart.uuid)));
      expect(paymentRows.map((row) => row.orderUuid).sort(), context).toEqual([...paid].sort());
      const expectedSold = new Map(ticketIds.map((id) => [id, carts.filter((cart) => paid.has(cart.uuid) && cart.ticketIds.includes(id)).length]));
      for (const id of ticketIds) expect(sold.get(id) ?? 0, context).toBe(expectedSold.get(id));

      // Audit: one update row per applied cut, none for refused ones.
      const audits = await db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(and(eq(adminAuditLog.entity, 'event'), eq(adminAuditLog.entityId, String(eventId))));
      expect(audits.filter((row) => row.action === 'update'), context).toHaveLength(appliedCuts.length);

      // The admin view agrees with the rows.
      const detail = await api.request('GET', `/api/v1/administrator/events/${eventId}/`, { token: eventAdmin });
      expect(detail.status).toBe(200);
      for (const ticket of detail.body.tickets) {
        expect(ticket, context).toMatchObject({ capacity: ticketRows[0]!.capacity, sold: sold.get(ticket.id) ?? 0 });
      }
      // Some seats sold in every round, so the cuts really raced with sales.
      expect(paid.size, context).toBeGreaterThan(0);
    }
  });
});
