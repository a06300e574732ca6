import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ORDER_STATUS, REORDER_DECISION_CODE } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';
import { orders, productRestrictions, products } from '../src/db/schema';

const api = await createTestApi();
afterAll(() => api.close());
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const CONCURRENT_UPDATES = 200;

/** Buyable products as anonymous visitors see them (priced, enabled, unrestricted). */
async function buyableProducts(count: number, token?: string) {
  const response = await api.request('GET', '/api/v1/products/?page_size=100&sort=price_asc', token ? { token } : {});
  return response.body.results.products
    .filter((product: any) => product.price !== null && !product.is_disabled && product.valid_restrictions.length === 0)
    .slice(0, count);
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const linesSum = (order: any) => order.order_lines.reduce((sum: number, line: any) => sum + cents(line.price) * line.quantity, 0);

describe('anonymous cart', () => {
  it('creates a draft, adds, changes and removes lines with server-side totals', async () => {
    const created = await api.request('POST', '/api/v1/orders/', { body: {} });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: ORDER_STATUS.DRAFT, customer: null, order_lines: [], total_with_coupon_discount: '0.00' });
    const uuid = created.body.uuid;
    const [first, second] = await buyableProducts(2);

    const added = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: first.id, quantity: 2, total: '0.01' } });
    expect(added.status).toBe(201);
    await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: second.id } });
    const order = (await api.request('GET', `/api/v1/orders/${uuid}/`)).body;
    expect(order.order_lines).toHaveLength(2);
    expect(cents(order.lines_total)).toBe(linesSum(order));
    expect(order.total_with_coupon_discount).toBe(order.lines_total);

    const line = order.order_lines.find((item: any) => item.product.id === first.id);
    const updated = await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${line.id}/`, { body: { quantity: 5 } });
    expect(updated.status).toBe(200);
    expect(updated.body.order_lines.find((item: any) => item.id === line.id).quantity).toBe(5);
    const removed = await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${line.id}/`, { body: { quantity: 0 } });
    expect(removed.body.order_lines.map((item: any) => item.id)).not.toContain(line.id);
    const gone = await api.request('DELETE', `/api/v1/orders/${uuid}/order-lines/${line.id}/`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('ORDER_LINE_NOT_FOUND');
    const lines = await api.request('GET', `/api/v1/orders/${uuid}/order-lines/`);
    expect(lines.body).toHaveLength(1);
    const deleted = await api.request('DELETE', `/api/v1/orders/${uuid}/order-lines/${lines.body[0].id}/`);
    expect(deleted.body.order_lines).toEqual([]);
    expect(deleted.body.total_with_coupon_discount).toBe('0.00');
  });

  it('rejects bad input, unknown ids and products that cannot be bought', async () => {
    const uuid = (await api.request('POST', '/api/v1/orders/', { body: {} })).body.uuid;
    expect((await api.request('GET', `/api/v1/orders/${UNKNOWN_UUID}/`)).body.code).toBe('ORDER_NOT_FOUND');
    expect((await api.request('GET', '/api/v1/orders/not-a-uuid/')).status).toBe(400);
    expect((await api.request('POST', '/api/v1/orders/', { body: { is_event: 'yes' } })).status).toBe(400);
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { rawBody: '{"product":' })).status).toBe(400);
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: 'abc' } })).status).toBe(400);
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { quantity: 1 } })).status).toBe(400);
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: 1, quantity: -1 } })).status).toBe(400);
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: 999999 } })).body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await api.request('POST', `/api/v1/orders/${UNKNOWN_UUID}/order-lines/`, { body: { product: 1 } })).body.code).toBe('ORDER_NOT_FOUND');
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/999999/`, { body: { quantity: 1 } })).body.code).toBe('ORDER_LINE_NOT_FOUND');
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/1/`, { body: { quantity: 1.5 } })).status).toBe(400);

    const [unpriced] = await api.database.db.select({ id: products.id }).from(products).where(isNull(products.price)).limit(1);
    const [disabled] = await api.database.db.select({ id: products.id }).from(products).where(and(eq(products.isDisabled, true), isNotNull(products.price))).limit(1);
    for (const product of [unpriced, disabled].filter(Boolean)) {
      const response = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: product!.id } });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('PRODUCT_NOT_PURCHASABLE');
    }
  });

  it('adds event tickets as EVENT lines', async () => {
    const uuid = (await api.request('POST', '/api/v1/orders/', { body: { is_event: true } })).body.uuid;
    // A ticket of an event that has not ended (tickets of ended events are refused: events.test.ts).
    const ticketId: number = (await api.request('GET', '/api/v1/events/')).body.find((event: { tickets: unknown[] }) => event.tickets.length > 0).tickets[0].id;
    const order = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: ticketId, quantity: 2 } });
    expect(order.status).toBe(201);
    expect(order.body.status).toBe(ORDER_STATUS.EVENT_DRAFT);
    expect(order.body.order_lines[0]).toMatchObject({ kind: 'EVENT', product: null, quantity: 2, event_ticket: { id: ticketId } });
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { event_ticket: 99999 } })).body.code).toBe('TICKET_NOT_FOUND');
  });

  it(`keeps totals equal to the sum of lines under ${CONCURRENT_UPDATES} concurrent line updates`, async () => {
    const uuid = (await api.request('POST', '/api/v1/orders/', { body: {} })).body.uuid;
    const [first, second] = await buyableProducts(2);
    await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: first.id } });
    const order = (await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: second.id } })).body;
    const lineIds = order.order_lines.map((line: any) => line.id);
    // Reads interleaved with the burst: each one (and each PUT answer) is one moment of the order.
    const [responses, reads] = await Promise.all([
      Promise.all(
        Array.from({ length: CONCURRENT_UPDATES }, (_, index) =>
          api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${lineIds[index % lineIds.length]}/`, { body: { quantity: 1 + (index % 50) } }),
        ),
      ),
      Promise.all(Array.from({ length: CONCURRENT_UPDATES / 2 }, () => api.request('GET', `/api/v1/orders/${uuid}/`))),
    ]);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(reads.every((response) => response.status === 200)).toBe(true);
    const snapshots = [...reads, ...responses].map((response) => response.body);
    const inconsistent = snapshots.filter((snapshot) => cents(snapshot.lines_total) !== linesSum(snapshot) || cents(snapshot.total_with_coupon_discount) !== linesSum(snapshot) + cents(snapshot.transport_cost));
    expect(inconsistent.map((snapshot) => ({ revision: snapshot.revision, lines_total: snapshot.lines_total, lines: snapshot.order_lines.map((line: any) => line.quantity) }))).toEqual([]);
    expect(snapshots.every((snapshot) => snapshot.order_lines.length === 2)).toBe(true);
    const final = (await api.request('GET', `/api/v1/orders/${uuid}/`)).body;
    expect(final.order_lines).toHaveLength(2);
    expect(cents(final.lines_total)).toBe(linesSum(final));
    expect(cents(final.total_with_coupon_discount)).toBe(linesSum(final) + cents(final.transport_cost));
    expect(final.revision).toBeGreaterThanOrEqual(CONCURRENT_UPDATES);
  });
});

describe('logged-in orders', () => {
  it('connects an anonymous order to the user and lists open orders', async () => {
    const key = await api.login(SEED_LOGIN.PRIVATE);
    const customerUuid = (await api.request('GET', '/api/v1/rest-auth/user/', { token: key })).body.active_company.customer.uuid;
    const uuid = (await api.request('POST', '/api/v1/orders/', { body: {} })).body.uuid;
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/connect-anonymous-order-to-user/`, { body: { customer: { uuid: customerUuid } } })).status).toBe(401);
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/connect-anonymous-order-to-user/`, { token: key, body: { customer: {} } })).status).toBe(400);
    const connected = await api.request('PUT', `/api/v1/orders/${uuid}/connect-anonymous-order-to-user/`, { token: key, body: { customer: { uuid: customerUuid } } });
    expect(connected.status).toBe(200);
    expect(connected.body.customer.uuid).toBe(customerUuid);
    // Once owned, the order is no longer reachable anonymously.
    expect((await api.request('GET', `/api/v1/orders/${uuid}/`)).status).toBe(404);
    const other = await api.login(SEED_LOGIN.LOYAL);
    expect((await api.request('GET', `/api/v1/orders/${uuid}/`, { token: other })).body.code).toBe('ORDER_NOT_FOUND');
    const open = await api.request('GET', '/api/v1/orders/', { token: key });
    expect(open.status).toBe(200);
    expect(open.body.at(-1).uuid).toBe(uuid);
    expect((await api.request('GET', '/api/v1/orders/')).status).toBe(401);
  });

  it('lets an order admin (TH_SHOP_ADMIN) read and change a customer\'s order; other admins and customers get ORDER_NOT_FOUND', async () => {
    const owner = await api.login(SEED_LOGIN.PRIVATE);
    const uuid = (await api.request('POST', '/api/v1/orders/', { token: owner, body: {} })).body.uuid;
    const [first, second] = await buyableProducts(2, owner);
    const lineId = (await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { token: owner, body: { product: first.id } })).body.order_lines[0].id;

    const shopAdmin = await api.login(SEED_LOGIN.TH_SHOP_ADMIN);
    expect((await api.request('GET', `/api/v1/orders/${uuid}/`, { token: shopAdmin })).status).toBe(200);
    expect((await api.request('GET', `/api/v1/orders/${uuid}/order-lines/`, { token: shopAdmin })).body).toHaveLength(1);
    const changed = await api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${lineId}/`, { token: shopAdmin, body: { quantity: 3 } });
    expect(changed.status).toBe(200);
    expect(changed.body.order_lines[0].quantity).toBe(3);

    const notFound = { code: 'ORDER_NOT_FOUND', message: expect.any(String) };
    for (const outsider of [SEED_LOGIN.TH_PRODUCT_ADMIN, SEED_LOGIN.LOYAL]) {
      const token = await api.login(outsider);
      const calls = [
        api.request('GET', `/api/v1/orders/${uuid}/`, { token }),
        api.request('GET', `/api/v1/orders/${uuid}/order-lines/`, { token }),
        api.request('GET', `/api/v1/orders/${uuid}/delivery/`, { token }),
        api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { token, body: { product: second.id } }),
        api.request('PUT', `/api/v1/orders/${uuid}/order-lines/${lineId}/`, { token, body: { quantity: 9 } }),
        api.request('DELETE', `/api/v1/orders/${uuid}/order-lines/${lineId}/`, { token }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual(notFound);
      }
    }
    const after = (await api.request('GET', `/api/v1/orders/${uuid}/`, { token: owner })).body;
    expect(after.order_lines.map((line: any) => [line.id, line.quantity])).toEqual([[lineId, 3]]);
  });

  it('uses loyalty points within the tier share', async () => {
    const key = await api.login(SEED_LOGIN.LOYAL);
    const uuid = (await api.request('POST', '/api/v1/orders/', { token: key, body: {} })).body.uuid;
    const [product] = await buyableProducts(1, key);
    await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { token: key, body: { product: product.id, quantity: 3 } });
    const used = await api.request('PUT', `/api/v1/orders/${uuid}/use-loyalty-points/`, { token: key, body: { use_loyalty_points: true } });
    expect(used.status).toBe(200);
    const lines = cents(used.body.lines_total);
    expect(cents(used.body.loyalty_discount)).toBe(Math.round(lines * 0.15));
    expect(cents(used.body.total_with_coupon_discount)).toBe(lines - cents(used.body.loyalty_discount));
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/use-loyalty-points/`, { token: key, body: { use_loyalty_points: 'yes' } })).status).toBe(400);
    const privateKey = await api.login(SEED_LOGIN.PRIVATE);
    const privateOrder = (await api.request('POST', '/api/v1/orders/', { token: privateKey, body: {} })).body.uuid;
    const refused = await api.request('PUT', `/api/v1/orders/${privateOrder}/use-loyalty-points/`, { token: privateKey, body: { use_loyalty_points: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('LOYALTY_NOT_AVAILABLE');
  });

  it('pages the order history', async () => {
    const key = await api.login(SEED_LOGIN.LOYAL);
    const page = await api.request('GET', '/api/v1/orders/history/?page=1&page_size=2', { token: key });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 3, next: 2, previous: null });
    expect(page.body.results).toHaveLength(2);
    const detail = await api.request('GET', `/api/v1/orders/history/${page.body.results[0].uuid}/`, { token: key });
    expect(detail.status).toBe(200);
    expect(detail.body.order_lines.length).toBeGreaterThan(0);
    expect((await api.request('GET', '/api/v1/orders/history/?page=0', { token: key })).status).toBe(400);
    expect((await api.request('GET', '/api/v1/orders/history/')).status).toBe(401);
    expect((await api.request('GET', `/api/v1/orders/history/${UNKNOWN_UUID}/`, { token: key })).status).toBe(404);
  });

  it('reorders: 406 with code 4006 when lines changed and no action, then accepts', async () => {
    const key = await api.login(SEED_LOGIN.LOYAL);
    const history = (await api.request('GET', '/api/v1/orders/history/', { token: key })).body.results;
    const source = (await api.request('GET', `/api/v1/orders/${history[0].uuid}/`, { token: key })).body;
    const changedProduct = source.order_lines[0].product.id;
    await api.database.db.update(products).set({ price: '999.99' }).where(eq(products.id, changedProduct));
    const undecided = await api.request('POST', `/api/v1/orders/${source.uuid}/reorder/`, { token: key, body: { action: null } });
    expect(undecided.status).toBe(406);
    expect(undecided.body).toMatchObject({ code: REORDER_DECISION_CODE, changes: [expect.objectContaining({ product_id: changedProduct, reason: 'price_changed' })] });
    const accepted = await api.request('POST', `/api/v1/orders/${source.uuid}/reorder/`, { token: key, body: { action: 'accept' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe(ORDER_STATUS.DRAFT);
    expect(accepted.body.order_lines.map((line: any) => line.product.id)).toEqual(expect.arrayContaining(source.order_lines.map((line: any) => line.product.id)));
    expect((await api.request('POST', `/api/v1/orders/${source.uuid}/reorder/`, { token: key, body: { action: 'maybe' } })).status).toBe(400);
    expect((await api.request('POST', `/api/v1/orders/${source.uuid}/reorder/`, { body: {} })).status).toBe(401);
    expect((await api.request('POST', `/api/v1/orders/${UNKNOWN_UUID}/reorder/`, { token: key, body: {} })).body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('checkout: delivery, information, payment', () => {
  async function readyOrder() {
    const uuid = (await api.request('POST', '/api/v1/orders/', { body: {}, headers: { 'Delivery-Country': 'EE' } })).body.uuid;
    const [product] = await buyableProducts(1);
    await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: product.id } });
    return uuid;
  }

  it('sets delivery with transport cost and contact information', async () => {
    const uuid = await readyOrder();
    const methods = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=2')).body;
    const courier = methods.find((method: any) => method.code === 'EE_COURIER');
    const delivery = await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, {
      body: { delivery_method_id: courier.id, address: { name: 'Mari', street: 'Pikk 1', city: 'Tallinn', postal_code: '10123' } },
    });
    expect(delivery.status).toBe(200);
    expect(delivery.body.transport_cost).toBe(courier.price);
    const read = await api.request('GET', `/api/v1/orders/${uuid}/delivery/`);
    expect(read.body.delivery_method.id).toBe(courier.id);
    const order = (await api.request('GET', `/api/v1/orders/${uuid}/`)).body;
    expect(cents(order.total_with_coupon_discount)).toBe(cents(order.lines_total) + cents(courier.price));
    const lv = methods.length + 1;
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { body: { delivery_method_id: lv } })).body.code).toBe('DELIVERY_METHOD_NOT_FOUND');
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { body: { delivery_method_id: 'x' } })).status).toBe(400);

    const info = { first_name: 'Mari', last_name: 'Tamm', email: 'mari@example.com', phone: '+372 5555 1234' };
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { body: info })).status).toBe(200);
    expect((await api.request('GET', `/api/v1/orders/${uuid}/delivery/information/`)).body.information).toEqual(info);
    const bad = await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { body: { ...info, email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBeDefined();
  });

  it('moves a cart to the country the shopper now delivers to, with a method of that country; never to a third', async () => {
    const uuid = await readyOrder();
    const latvian = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=3')).body.find((method: any) => method.code === 'LV_COURIER');
    const address = { name: 'Anna', street: 'Brīvības 1', city: 'Rīga', postal_code: 'LV-1010' };
    // Still delivering to Estonia: a Latvian method is not the order's.
    const refused = await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { headers: { 'Delivery-Country': 'EE' }, body: { delivery_method_id: latvian.id, address } });
    expect(refused.body.code).toBe('DELIVERY_METHOD_NOT_FOUND');
    // The shopper switched to Latvia (the header carries the choice): the order follows, with Latvia's price.
    const moved = await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { headers: { 'Delivery-Country': 'LV' }, body: { delivery_method_id: latvian.id, address } });
    expect(moved.status).toBe(200);
    expect(moved.body.transport_cost).toBe(latvian.price);
    expect((await api.request('GET', `/api/v1/orders/${uuid}/`)).body.delivery_country_id).toBe(3);
  });

  it('will not place a product restricted in the country the order moved to (400 PRODUCT_NOT_PURCHASABLE, nothing written)', async () => {
    const [restricted] = await api.database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(productRestrictions, eq(productRestrictions.productId, products.id))
      .where(and(eq(productRestrictions.scope, 'country'), eq(productRestrictions.value, '3'), eq(products.isDisabled, false), isNotNull(products.price)))
      .limit(1);
    const uuid = (await api.request('POST', '/api/v1/orders/', { body: {}, headers: { 'Delivery-Country': 'EE' } })).body.uuid;
    expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { headers: { 'Delivery-Country': 'EE' }, body: { product: restricted!.id } })).status).toBe(201);
    const latvian = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=3')).body.find((method: any) => method.code === 'LV_COURIER');
    const lv = { 'Delivery-Country': 'LV' };
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { headers: lv, body: { delivery_method_id: latvian.id, address: { name: 'Anna', street: 'Brīvības 1', city: 'Rīga', postal_code: 'LV-1010' } } })).status).toBe(200);
    expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { headers: lv, body: { first_name: 'Anna', last_name: 'Bērziņa', email: 'anna@example.lv', phone: '+371 2000 0000' } })).status).toBe(200);
    const refused = await api.request('POST', `/api/v1/orders/${uuid}/payments/`, { headers: lv, body: { method: 'BANK', provider: 'test', test_result: 'success' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'PRODUCT_NOT_PURCHASABLE', errors: { order_lines: [expect.stringContaining('Not sold in Latvia')] } });
    expect((await api.request('GET', `/api/v1/orders/${uuid}/`)).body.status).toBe(ORDER_STATUS.DRAFT);
  });

  it('pays through the test provider: pending, failed and success', async () => {
    const uuid = await readyOrder();
    const notReady = await api.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: 'BANK' } });
    expect(notReady.status).toBe(400);
    expect(notReady.body.code).toBe('ORDER_NOT_READY');
    const methods = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=2')).body;
    await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { body: { delivery_method_id: methods[0].id } });
    await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { body: { first_name: 'A', last_name: 'B', email: 'a@b.ee', phone: '+3725555555' } });
    expect((await api.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: 'CASH' } })).status).toBe(400);
    const failed = await api.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: 'BANK', test_result: 'failed' } });
    // Placed for payment, the order waits as PENDING (holding its seats) and stays payable.
    expect(failed.body).toMatchObject({ status: 'failed', order_status: ORDER_STATUS.PENDING });
    const pending = await api.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: 'BANK', test_result: 'pending' } });
    expect(pending.body).toMatchObject({ status: 'pending', order_status: ORDER_STATUS.PENDING });
    const paid = await api.request('POST', `/api/v1/orders/${uuid}/payments/`, { body: { method: 'CREDIT_CARD', test_result: 'success' } });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'success', order_status: ORDER_STATUS.SUBMITTED });
    expect((await api.request('GET', `/api/v1/payments/${paid.body.uuid}/`)).body.status).toBe('success');
    expect((await api.request('GET', `/api/v1/payments/${UNKNOWN_UUID}/`)).body.code).toBe('PAYMENT_NOT_FOUND');
    const locked = await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { body: { product: 1 } });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('ORDER_NOT_EDITABLE');
  });
});

describe('an order of a customer is changed only by its members (decision 0083)', () => {
  it('someone staff removed from a company still reads the cart they left open, but no longer spends its points or adds to it', async () => {
    const token = await api.login(SEED_LOGIN.BUSINESS_ADMIN);
    const admin = await api.login(SEED_LOGIN.TH_ADMIN);
    const me = (await api.request('GET', '/api/v1/rest-auth/user/', { token })).body;
    const company = ((await api.request('GET', '/api/v1/rest-auth/customers/', { token })).body as { uuid: string; is_individual: boolean }[]).find((customer) => !customer.is_individual)!;
    expect((await api.request('PUT', '/api/v1/users/change-active-entity/', { token, body: { id: company.uuid } })).status).toBe(200);
    const cart: string = (await api.request('POST', '/api/v1/orders/', { token, body: {} })).body.uuid;
    const [row] = await api.database.db.select({ customerUuid: orders.customerUuid }).from(orders).where(eq(orders.uuid, cart));
    expect(row!.customerUuid).not.toBeNull();
    const memberships = (await api.request('GET', `/api/v1/administrator/users/${me.pk}/`, { token: admin })).body.memberships as { customer_uuid: string; role: string }[];
    const setMemberships = (list: { customer_uuid: string; role: string }[]) =>
      api.request('PUT', `/api/v1/administrator/users/${me.pk}/`, { token: admin, body: { memberships: list.map(({ customer_uuid, role }) => ({ customer_uuid, role })) } });
    try {
      expect((await setMemberships(memberships.filter((membership) => membership.customer_uuid !== row!.customerUuid))).status).toBe(200);
      expect((await api.request('PUT', `/api/v1/orders/${cart}/use-loyalty-points/`, { token, body: { use_loyalty_points: true } })).status).toBe(404);
      const [product] = await api.database.db.select({ id: products.id }).from(products).where(and(eq(products.isDisabled, false), isNotNull(products.price))).limit(1);
      expect((await api.request('POST', `/api/v1/orders/${cart}/order-lines/`, { token, body: { product: product!.id, quantity: 1 } })).status).toBe(404);
      expect((await api.request('GET', `/api/v1/orders/${cart}/`, { token })).status).toBe(200);
    } finally {
      expect((await setMemberships(memberships)).status).toBe(200);
    }
  });
});
