import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { loyaltyPointsEarned } from '@salon/domain';
import { customers, loyaltyAccounts, loyaltyTransactions, orders } from '../src/db/schema';
import { SEED_LOGIN } from '../src/seed/accessData';
import { createTestApi } from './support/testApi';

const api = await createTestApi();
afterAll(() => api.close());

async function activeCustomer(token: string): Promise<string> {
  const user = await api.request<{ active_company: { customer: { uuid: string } } }>('GET', '/api/v1/rest-auth/user/', { token });
  return user.body.active_company.customer.uuid;
}

describe('POST /api/v1/customers/:id/loyalty/join/', () => {
  it('makes an eligible customer a member (stored, with an account and the welcome flag); joining twice is a 409', async () => {
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const uuid = await activeCustomer(token);
    const joined = await api.request('POST', `/api/v1/customers/${uuid}/loyalty/join/`, { token });
    expect(joined.status).toBe(200);
    expect(joined.body.loyalty).toMatchObject({ is_loyal: true, has_been_loyal: true, show_welcome_popup: true });
    const [row] = await api.database.db.select().from(customers).where(eq(customers.uuid, uuid));
    expect(row).toMatchObject({ isLoyal: true, hasBeenLoyal: true, showWelcomePopup: true });
    expect(await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerUuid, uuid))).toHaveLength(1);
    const again = await api.request('POST', `/api/v1/customers/${uuid}/loyalty/join/`, { token });
    expect(again).toMatchObject({ status: 409, body: { code: 'LOYALTY_ALREADY_MEMBER' } });
  });

  it('refuses a customer the rules exclude, another user’s customer and a visitor', async () => {
    const loyalToken = await api.login(SEED_LOGIN.LOYAL);
    const loyalUuid = await activeCustomer(loyalToken);
    await api.database.db.update(customers).set({ isLoyal: false }).where(eq(customers.uuid, loyalUuid));
    expect(await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/join/`, { token: loyalToken })).toMatchObject({ status: 403, body: { code: 'LOYALTY_NOT_ELIGIBLE' } });
    const otherToken = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/join/`, { token: otherToken })).status).toBe(403);
    expect((await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/join/`)).status).toBe(401);
    expect((await api.request('POST', '/api/v1/customers/not-a-uuid/loyalty/join/', { token: otherToken })).status).toBe(400);
  });
});

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The member's balance and spend as stored. */
async function account(uuid: string) {
  const [row] = await api.database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerUuid, uuid));
  return row!;
}

/** A cart of the token's user with one buyable product, delivery and contact set: ready to pay. */
async function readyCart(token: string, quantity = 2): Promise<string> {
  const uuid = (await api.request('POST', '/api/v1/orders/', { token, body: {}, headers: { 'Delivery-Country': 'EE' } })).body.uuid as string;
  const products = (await api.request('GET', '/api/v1/products/?page_size=100&sort=price_asc', { token })).body.results.products as any[];
  const product = products.find((item) => item.price !== null && !item.is_disabled && item.valid_restrictions.length === 0);
  expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { token, body: { product: product.id, quantity } })).status).toBe(201);
  const methods = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=2')).body;
  expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { token, body: { delivery_method_id: methods[0].id } })).status).toBe(200);
  const info = { first_name: 'Lea', last_name: 'Liige', email: 'lea@example.com', phone: '+372 5555 1234' };
  expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { token, body: info })).status).toBe(200);
  return uuid;
}

describe('points earned on paid orders follow the tiers', () => {
  it("a member earns the tier's share of the goods paid (not transport, not points spent); its spend grows", async () => {
    const token = await api.login(SEED_LOGIN.LOYAL);
    const uuid = await activeCustomer(token);
    // An earlier test took the membership away to test refusals.
    await api.database.db.update(customers).set({ isLoyal: true }).where(eq(customers.uuid, uuid));
    const before = await account(uuid);
    const order = await readyCart(token);
    const used = await api.request('PUT', `/api/v1/orders/${order}/use-loyalty-points/`, { token, body: { use_loyalty_points: true } });
    expect(used.status).toBe(200);
    const paid = await api.request('POST', `/api/v1/orders/${order}/payments/`, { token, body: { method: 'CREDIT_CARD', test_result: 'success' } });
    expect(paid.status).toBe(201);
    const goodsPaid = cents(used.body.lines_total) - cents(used.body.loyalty_discount);
    const earned = loyaltyPointsEarned(goodsPaid, Number(before.totalSpentAmount));
    // The seeded member is at tier 2 (15 %).
    expect(earned).toBe(Math.floor(goodsPaid * 0.15));
    const after = await account(uuid);
    expect(after.pointsBalance).toBe(before.pointsBalance - used.body.used_loyalty_points + earned);
    expect(cents(after.totalSpentAmount)).toBe(cents(before.totalSpentAmount) + cents(used.body.total_with_coupon_discount));
    const ledger = await api.database.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.orderUuid, order));
    expect(ledger.map((entry) => [entry.reason, entry.points]).sort()).toEqual([['Earned on order', earned], ['Spent on order', -used.body.used_loyalty_points]].sort());
  });
});

describe('POST /api/v1/customers/:id/loyalty/leave/', () => {
  it('ends the membership: points forfeited with a ledger entry, open carts stop using them, nothing earned after; joining again is possible', async () => {
    const token = await api.login(SEED_LOGIN.LOYAL);
    const uuid = await activeCustomer(token);
    await api.database.db.update(customers).set({ isLoyal: true, canJoinLoyalty: true }).where(eq(customers.uuid, uuid));
    const cart = await readyCart(token, 1);
    expect((await api.request('PUT', `/api/v1/orders/${cart}/use-loyalty-points/`, { token, body: { use_loyalty_points: true } })).body.loyalty_discount).not.toBe('0.00');
    const { pointsBalance, totalSpentAmount } = await account(uuid);
    expect(pointsBalance).toBeGreaterThan(0);

    const left = await api.request('POST', `/api/v1/customers/${uuid}/loyalty/leave/`, { token });
    expect(left.status).toBe(200);
    expect(left.body.loyalty).toMatchObject({ is_loyal: false, has_been_loyal: true, show_welcome_popup: false });
    const [row] = await api.database.db.select().from(customers).where(eq(customers.uuid, uuid));
    expect(row).toMatchObject({ isLoyal: false });
    expect(await account(uuid)).toMatchObject({ pointsBalance: 0, totalSpentAmount });
    const forfeited = await api.database.db.select().from(loyaltyTransactions).where(and(eq(loyaltyTransactions.customerUuid, uuid), eq(loyaltyTransactions.reason, 'Forfeited on leaving')));
    expect(forfeited.map((entry) => entry.points)).toEqual([-pointsBalance]);
    // The open cart no longer uses points, and its totals say so.
    const [stored] = await api.database.db.select().from(orders).where(eq(orders.uuid, cart));
    expect(stored).toMatchObject({ useLoyaltyPoints: false, usedLoyaltyPoints: 0, loyaltyDiscount: '0.00' });
    const read = (await api.request('GET', `/api/v1/orders/${cart}/`, { token })).body;
    expect(cents(read.total_with_coupon_discount)).toBe(cents(read.lines_total) + cents(read.transport_cost));
    expect((await api.request('PUT', `/api/v1/orders/${cart}/use-loyalty-points/`, { token, body: { use_loyalty_points: true } })).body.code).toBe('LOYALTY_NOT_AVAILABLE');

    // Paying now earns nothing and adds no spend.
    expect((await api.request('POST', `/api/v1/orders/${cart}/payments/`, { token, body: { method: 'CREDIT_CARD', test_result: 'success' } })).status).toBe(201);
    expect(await account(uuid)).toMatchObject({ pointsBalance: 0, totalSpentAmount });

    expect(await api.request('POST', `/api/v1/customers/${uuid}/loyalty/leave/`, { token })).toMatchObject({ status: 409, body: { code: 'LOYALTY_NOT_MEMBER' } });
    const rejoined = await api.request('POST', `/api/v1/customers/${uuid}/loyalty/join/`, { token });
    expect(rejoined.status).toBe(200);
    expect(rejoined.body.loyalty.is_loyal).toBe(true);
  });

  it('refuses another user’s customer, a visitor and a malformed id', async () => {
    const loyalToken = await api.login(SEED_LOGIN.LOYAL);
    const loyalUuid = await activeCustomer(loyalToken);
    await api.database.db.update(customers).set({ isLoyal: true }).where(eq(customers.uuid, loyalUuid));
    const otherToken = await api.login(SEED_LOGIN.PRIVATE);
    expect((await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/leave/`, { token: otherToken })).status).toBe(403);
    expect((await api.request('POST', `/api/v1/customers/${loyalUuid}/loyalty/leave/`)).status).toBe(401);
    expect((await api.request('POST', '/api/v1/customers/not-a-uuid/loyalty/leave/', { token: otherToken })).status).toBe(400);
    const [row] = await api.database.db.select().from(customers).where(eq(customers.uuid, loyalUuid));
    expect(row!.isLoyal).toBe(true);
  });
});
