import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_RESULT } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { eventTickets, orderLines, products } from '../src/db/schema';

const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;
const CONTACT = { first_name: 'Eva', last_name: 'Kask', email: 'eva@example.ee', phone: '+372 5555 1234' };

const pay = (uuid: string) => api.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: PAYMENT_METHOD.BANK, provider: 'test', test_result: PAYMENT_RESULT.SUCCESS } });
const linePrice = async (lineId: number) => (await db.select({ price: orderLines.price }).from(orderLines).where(eq(orderLines.id, lineId)))[0]!.price;

/** A purchasable product of its own, so that changing its price touches no other test. */
async function newProduct(price: string) {
  const [template] = await db.select().from(products).limit(1);
  const { id: _id, internalId: _internal, createdAt: _created, updatedAt: _updated, ...copy } = template!;
  const [product] = await db.insert(products).values({ ...copy, internalId: `PRICE-${Date.now()}-${Math.random()}`, price, isDisabled: false }).returning();
  return product!;
}

/** An anonymous cart with the product. */
async function readyCart(productId: number) {
  const uuid: string = (await api.request('POST', '/api/v1/orders/', { body: {} })).body.uuid;
  const added = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: productId, quantity: 1 } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { uuid, lineId: added.body.order_lines[0].id as number };
}

describe('an open order is bought at today\'s prices (decision 0082)', () => {
  it('a price staff raised after the product went into the cart: a quantity change takes it, and paying an order still at the old price is refused with its new total', async () => {
    const product = await newProduct('21.90');
    const { uuid, lineId } = await readyCart(product.id);
    await db.update(products).set({ price: '999.00' }).where(eq(products.id, product.id));
    const changed = await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${lineId}/`, { body: { quantity: 2 } });
    expect(changed.status).toBe(200);
    expect(await linePrice(lineId)).toBe('999.00');

    // Raised again while the shopper sits on the payment step: nothing is charged at the old price.
    await db.update(products).set({ price: '1000.00' }).where(eq(products.id, product.id));
    const methods = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=2')).body as { id: number; kind: string }[];
    const pickup = methods.find((entry) => entry.kind === 'PICKUP');
    const delivered = await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { body: { delivery_method_id: pickup!.id } });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    // The delivery write reprices too: raise once more after it, so the payment itself meets a changed price.
    await db.update(products).set({ price: '1001.00' }).where(eq(products.id, product.id));
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { body: CONTACT })).status).toBe(200);
    expect(await linePrice(lineId)).toBe('1001.00');
    await db.update(products).set({ price: '1002.00' }).where(eq(products.id, product.id));
    const refused = await pay(uuid);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: ERROR_CODE.PRICES_CHANGED, errors: { order_lines: ['Prices have changed.'] } });
    const order = (await api.request('GET', `/api/v1/orders/${uuid}/`)).body;
    expect(order.status).toBe(ORDER_STATUS.DRAFT);
    expect(await linePrice(lineId)).toBe('1002.00');
    const paid = await pay(uuid);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ order_status: ORDER_STATUS.SUBMITTED, amount: order.total_with_coupon_discount });
    expect(Number(order.total_with_coupon_discount)).toBeGreaterThanOrEqual(2004);
  });

  it('a ticket whose price rose: adding more seats takes the new price', async () => {
    const [event] = (await api.request('GET', '/api/v1/events/')).body;
    const [ticket] = await db.insert(eventTickets).values({ eventId: event.id, name: { en_US: { value: 'Price test', ext_id: null } }, price: '45.00', capacity: 50 }).returning();
    const uuid: string = (await api.request('POST', '/api/v1/orders/', { body: { is_event: true } })).body.uuid;
    const first = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: ticket!.id, quantity: 1 } });
    await db.update(eventTickets).set({ price: '500.00' }).where(eq(eventTickets.id, ticket!.id));
    const more = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: ticket!.id, quantity: 2 } });
    expect(more.status).toBe(201);
    expect(await linePrice(first.body.order_lines[0].id)).toBe('500.00');
    expect(more.body.total_with_coupon_discount).toBe('1500.00');
  });
});
