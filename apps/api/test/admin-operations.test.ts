import { afterAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ABANDONED_CART_AFTER_DAYS, COUNTRY_ID, MS_PER_DAY, ORDER_STATUS } from '@salon/domain';
import { createTestApi } from './support/testApi';
import { startBackgroundServiceScheduler } from '../src/services/backgroundServices';
import { SEED_LOGIN } from '../src/seed/accessData';
import { adminAuditLog, authTokens, backgroundServices, customerMemberships, customers, deliveryMethods, eventTickets, events, loginThrottle, mailOutbox, orderLines, orders, users } from '../src/db/schema';
import { settleAfterResponseTasks } from '../src/lib/afterResponse';
import { ORDER_STATUS_MAIL_KIND } from '../src/mail/orderStatusMail';

const api = await createTestApi();
afterAll(() => api.close());
const db = api.database.db;
const A = '/api/v1/administrator';
const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const userAdmin = await api.login(SEED_LOGIN.TH_USER_ADMIN);
const shopAdmin = await api.login(SEED_LOGIN.TH_SHOP_ADMIN);
const eventAdmin = await api.login(SEED_LOGIN.TH_EVENT_ADMIN);

const get = (path: string, token = admin) => api.request('GET', `${A}${path}`, { token });
const put = (path: string, body: unknown, token = admin) => api.request('PUT', `${A}${path}`, { token, body });
const post = (path: string, body: unknown, token = admin) => api.request('POST', `${A}${path}`, { token, body });
const del = (path: string, token = admin) => api.request('DELETE', `${A}${path}`, { token });
const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const auditRows = (entity: string, entityId: string | number) =>
  db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(entityId)))).orderBy(asc(adminAuditLog.id));
const tr = (et: string, en = et) => ({ et_EE: { value: et }, en_US: { value: en } });

async function buyableProduct(): Promise<number> {
  const list = await api.request('GET', '/api/v1/products/?page_size=100&sort=price_asc');
  return list.body.results.products.find((card: any) => card.price !== null && !card.is_disabled && card.valid_restrictions.length === 0).id;
}
async function cartWithLine(token?: string) {
  const auth = token ? { token } : {};
  const order = await api.request('POST', '/api/v1/orders/', { ...auth, body: {} });
  const line = await api.request('POST', `/api/v1/orders/${order.body.uuid}/order-lines/`, { ...auth, body: { product: await buyableProduct(), quantity: 2 } });
  expect(line.status).toBe(201);
  return (await db.select().from(orders).where(eq(orders.uuid, order.body.uuid)))[0]!;
}

describe('list metadata', () => {
  it('registers every operations list in the spec field types', async () => {
    const metadata = await get('/list-metadata/');
    expect(metadata.status).toBe(200);
    for (const list of ['users', 'pending_orders', 'carts', 'transport', 'events', 'event_attendees', 'background_services']) {
      expect(metadata.body[list], list).toMatchObject({ list, endpoint: expect.stringContaining('/api/v1/administrator/') });
    }
    expect(metadata.body.carts.permission).toBe('IS_ORDER_ADMIN');
    const types = new Set(['users', 'transport', 'events', 'carts'].flatMap((list) => metadata.body[list].fields.map((field: any) => field.type)));
    expect(types).toEqual(new Set(['string', 'radios', 'foreignKey', 'dateTime', 'boolean', 'languageString']));
  });
});

describe('users', () => {
  it('lists with q, group and active filters, sorting, and never a password hash', async () => {
    const page = await get('/users/?q=salon.test&permission_group=TH_ADMIN&is_active=true&sort=-email');
    expect(page.status).toBe(200);
    expect(page.body.results.map((user: any) => user.email)).toEqual([SEED_LOGIN.TH_ADMIN]);
    expect(page.body.results[0].permission_groups).toEqual([{ name: 'TH_ADMIN' }]);
    expect(JSON.stringify(page.body)).not.toMatch(/password|scrypt/);
    expect(page.body.metadata.list).toBe('users');
    const byName = await get('/users/?q=salon.test&sort=email&page_size=2');
    expect(byName.body.count).toBeGreaterThanOrEqual(8);
    expect(byName.body.results).toHaveLength(2);
    expect(byName.body.next).toBe(2);

    const badGroup = await get('/users/?permission_group=ROOT');
    expect(badGroup.status).toBe(400);
    expect(badGroup.body.errors).toHaveProperty('permission_group');
    const badSort = await get('/users/?sort=password_hash');
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors).toHaveProperty('sort');
  });

  it('reads one user with memberships; unknown ids are 404', async () => {
    const id = await userId(SEED_LOGIN.BUSINESS_ADMIN);
    const user = await get(`/users/${id}/`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ id, email: SEED_LOGIN.BUSINESS_ADMIN, is_active: true, permission_groups: [] });
    expect(user.body.memberships).toHaveLength(2);
    expect(user.body.memberships.every((membership: any) => membership.role === 'CUSTOMER_ADMIN')).toBe(true);
    expect(user.body).not.toHaveProperty('password_hash');
    expect((await get('/users/999999/')).body.code).toBe('USER_NOT_FOUND');
    expect((await get('/users/999999/')).status).toBe(404);
    const bad = await get('/users/abc/');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
  });

  it('deactivates a user, revoking their tokens, with an audit row', async () => {
    const email = SEED_LOGIN.LOYAL;
    const token = await api.login(email);
    const id = await userId(email);
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { token })).status).toBe(200);
    const changed = await put(`/users/${id}/`, { is_active: false }, userAdmin);
    expect(changed.status).toBe(200);
    expect(changed.body.is_active).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row!.isActive).toBe(false);
    const live = await db.select().from(authTokens).where(and(eq(authTokens.userId, id), sql`${authTokens.revokedAt} is null`));
    expect(live).toEqual([]);
    const after = await api.request('GET', '/api/v1/rest-auth/user/', { token });
    expect(after.status).toBe(401);
    const audit = await auditRows('user', id);
    expect(audit.map((entry) => [entry.action, entry.userEmail, entry.details])).toEqual([['update', SEED_LOGIN.TH_USER_ADMIN, { is_active: false }]]);
    expect((await get('/users/?is_active=false')).body.results.map((user: any) => user.email)).toEqual([email]);
    // Back on, for the other tests.
    expect((await put(`/users/${id}/`, { is_active: true }, userAdmin)).status).toBe(200);
  });

  it('refuses self-deactivation and any change of the own groups (0007, 2026-11-24)', async () => {
    const id = await userId(SEED_LOGIN.TH_USER_ADMIN);
    const self = await put(`/users/${id}/`, { is_active: false }, userAdmin);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'You cannot deactivate yourself.', errors: { is_active: ['You cannot deactivate yourself.'] } });
    const lastGroup = await put(`/users/${id}/`, { permission_groups: [] }, userAdmin);
    expect(lastGroup.status).toBe(403);
    expect(lastGroup.body.errors.permission_groups).toEqual(['You cannot change your own permission groups.']);
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row!.isActive).toBe(true);
    expect((await get(`/users/${id}/`)).body.permission_groups).toEqual([{ name: 'TH_USER_ADMIN' }]);
    expect(await auditRows('user', id)).toEqual([]);
  });

  it('lets staff grant only groups whose flags they hold', async () => {
    const target = await userId(SEED_LOGIN.PRIVATE);
    const escalate = await put(`/users/${target}/`, { permission_groups: ['TH_ADMIN'] }, userAdmin);
    expect(escalate.status).toBe(403);
    expect(escalate.body.code).toBe('PERMISSION_DENIED');
    expect(escalate.body.errors.permission_groups[0]).toContain('TH_ADMIN');
    const onAdmin = await put(`/users/${await userId(SEED_LOGIN.TH_ADMIN)}/`, { is_active: false }, userAdmin);
    expect(onAdmin.status).toBe(403);
    // A group the user admin holds, but the shopper has a customer of their own: staff rights over
    // it are a full administrator's to give (decision 0083).
    const granted = await put(`/users/${target}/`, { permission_groups: ['TH_USER_ADMIN'] }, userAdmin);
    expect(granted.status).toBe(403);
    expect(granted.body.errors.permission_groups[0]).toContain('full administrator');
    const byAdmin = await put(`/users/${target}/`, { permission_groups: ['TH_EVENT_ADMIN', 'TH_SHOP_ADMIN'] });
    expect(byAdmin.body.permission_groups).toEqual([{ name: 'TH_EVENT_ADMIN' }, { name: 'TH_SHOP_ADMIN' }]);
    expect((await put(`/users/${target}/`, { permission_groups: [] })).body.permission_groups).toEqual([]);
  });

  it('replaces customer memberships and validates the body', async () => {
    const id = await userId(SEED_LOGIN.BUSINESS_ADMIN);
    const before = (await get(`/users/${id}/`)).body.memberships;
    const keep = before[0].customer_uuid;
    const changed = await put(`/users/${id}/`, { memberships: [{ customer_uuid: keep, role: 'CUSTOMER_USER' }] });
    expect(changed.status).toBe(200);
    expect(changed.body.memberships).toEqual([expect.objectContaining({ customer_uuid: keep, role: 'CUSTOMER_USER' })]);
    expect(await db.select().from(customerMemberships).where(eq(customerMemberships.userId, id))).toHaveLength(1);

    const unknown = await put(`/users/${id}/`, { memberships: [{ customer_uuid: '00000000-0000-4000-8000-000000000000', role: 'CUSTOMER_ADMIN' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'memberships.0.customer_uuid': ['No such customer.'] });
    const wrongTypes = await put(`/users/${id}/`, { is_active: 'yes', permission_groups: 'TH_ADMIN', memberships: [{ customer_uuid: 'x', role: 'OWNER' }] });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['is_active', 'memberships.0.customer_uuid', 'memberships.0.role', 'permission_groups']);
    const malformed = await api.request('PUT', `${A}/users/${id}/`, { token: admin, rawBody: '{"is_active":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty('non_field_errors');
    const missing = await put('/users/999999/', { is_active: true });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('USER_NOT_FOUND');
    // Restore both memberships.
    expect((await put(`/users/${id}/`, { memberships: before.map((membership: any) => ({ customer_uuid: membership.customer_uuid, role: membership.role })) })).status).toBe(200);
  });
});

describe('pending orders', () => {
  it('lists placed orders only, with status, customer and date filters', async () => {
    const page = await get('/pending-orders/?page_size=100', shopAdmin);
    expect(page.status).toBe(200);
    const [placed] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.status} not in (1, 7)`);
    expect(page.body.count).toBe(placed!.count);
    expect(page.body.count).toBeGreaterThan(0);
    expect(page.body.results.every((order: any) => ![ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT].includes(order.status))).toBe(true);
    const submitted = await get(`/pending-orders/?status=${ORDER_STATUS.SUBMITTED}`, shopAdmin);
    expect(submitted.body.results.length).toBeGreaterThan(0);
    expect(submitted.body.results.every((order: any) => order.status === ORDER_STATUS.SUBMITTED && order.allowed_statuses.join() === '3,4')).toBe(true);
    const customer = page.body.results.find((order: any) => order.customer_uuid).customer_uuid;
    const ofCustomer = await get(`/pending-orders/?customer_uuid=${customer}`, shopAdmin);
    expect(ofCustomer.body.results.every((order: any) => order.customer_uuid === customer)).toBe(true);
    const future = await get('/pending-orders/?date_from=2099-01-01', shopAdmin);
    expect(future.body.count).toBe(0);
    const all = await get('/pending-orders/?date_from=2000-01-01&date_to=2099-12-31', shopAdmin);
    expect(all.body.count).toBe(placed!.count);

    const draftStatus = await get(`/pending-orders/?status=${ORDER_STATUS.DRAFT}`, shopAdmin);
    expect(draftStatus.status).toBe(400);
    expect(draftStatus.body.errors).toHaveProperty('status');
    const backwards = await get('/pending-orders/?date_from=2026-02-01&date_to=2026-01-01', shopAdmin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.date_to).toEqual(['Must not be before date_from.']);
    expect((await get('/pending-orders/?date_from=yesterday', shopAdmin)).body.errors).toHaveProperty('date_from');
  });

  it('reads one order with lines and totals; drafts and unknown numbers are 404', async () => {
    const [order] = await db.select().from(orders).where(eq(orders.status, ORDER_STATUS.SUBMITTED)).limit(1);
    const detail = await get(`/pending-orders/${order!.number}/`, shopAdmin);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ uuid: order!.uuid, number: order!.number, status: ORDER_STATUS.SUBMITTED, total_with_coupon_discount: order!.totalWithCouponDiscount, allowed_statuses: [3, 4] });
    expect(detail.body.order_lines.length).toBeGreaterThan(0);
    const sum = detail.body.order_lines.reduce((total: number, line: any) => total + Number(line.total), 0);
    expect(sum.toFixed(2)).toBe(Number(detail.body.lines_total).toFixed(2));
    const cart = await cartWithLine();
    const asPending = await get(`/pending-orders/${cart.number}/`, shopAdmin);
    expect(asPending.status).toBe(404);
    expect(asPending.body.code).toBe('ORDER_NOT_FOUND');
    expect((await get('/pending-orders/99999999/', shopAdmin)).status).toBe(404);
  });

  it('names the delivery method staff ship with, beside the stored address and contact', async () => {
    const [method] = await db.select().from(deliveryMethods).where(eq(deliveryMethods.code, 'EE_COURIER'));
    const [order] = await db.select().from(orders).where(eq(orders.status, ORDER_STATUS.SUBMITTED)).limit(1);
    const delivery = { address: { name: 'Mari Tamm', street: 'Pärnu mnt 1', city: 'Tallinn', postal_code: '10141' } };
    const information = { first_name: 'Mari', last_name: 'Tamm', email: 'mari@example.com', phone: '+372 5555 1234' };
    await db.update(orders).set({ deliveryMethodId: method!.id, delivery, information }).where(eq(orders.uuid, order!.uuid));
    const detail = await get(`/pending-orders/${order!.number}/`, shopAdmin);
    expect(detail.body).toMatchObject({ delivery_method: { id: method!.id, code: 'EE_COURIER', kind: 'COURIER', name: expect.any(String) }, delivery, information });
    await db.update(orders).set({ deliveryMethodId: null }).where(eq(orders.uuid, order!.uuid));
    expect((await get(`/pending-orders/${order!.number}/`, shopAdmin)).body.delivery_method).toBeNull();
  });

  it("tells the customer, in the order's language, that staff sent, readied or cancelled the order; not that it is being prepared", async () => {
    const method = async (code: string) => (await db.select().from(deliveryMethods).where(eq(deliveryMethods.code, code)))[0]!;
    const [courier, pickup] = [await method('EE_COURIER'), await method('EE_PICKUP')];
    const placedOrder = async (locale: string, deliveryMethodId: number, email: string) =>
      (await db.insert(orders).values({ status: ORDER_STATUS.SUBMITTED, submittedAt: new Date(), locale, deliveryCountryId: 2, deliveryMethodId, delivery: { address: { name: 'Kati Kask', street: 'Pärnu mnt 1', city: 'Tallinn', postal_code: '10141' } }, information: { first_name: 'Kati', email } }).returning())[0]!;
    const mailsTo = async (email: string) => {
      await settleAfterResponseTasks();
      return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.id));
    };
    const stamp = Date.now();
    const sent = await placedOrder('ru_RU', courier.id, `sent-${stamp}@example.com`);
    await put(`/pending-orders/${sent.number}/status/`, { status: ORDER_STATUS.IN_PROGRESS }, shopAdmin);
    expect(await mailsTo(`sent-${stamp}@example.com`)).toEqual([]);
    expect((await put(`/pending-orders/${sent.number}/status/`, { status: ORDER_STATUS.FULFILLED }, shopAdmin)).status).toBe(200);
    const [onItsWay] = await mailsTo(`sent-${stamp}@example.com`);
    expect(onItsWay).toMatchObject({ kind: ORDER_STATUS_MAIL_KIND, locale: 'ru_RU', subject: `Ваш заказ Salon ${sent.number} в пути` });
    expect(onItsWay!.body).toContain(`Заказ № ${sent.number} передан перевозчику.`);
    expect(onItsWay!.body).toContain('Доставка: Курьер');
    expect(onItsWay!.body).toContain('Адрес: Kati Kask, Pärnu mnt 1, 10141 Tallinn');

    const ready = await placedOrder('et_EE', pickup.id, `ready-${stamp}@example.com`);
    await put(`/pending-orders/${ready.number}/status/`, { status: ORDER_STATUS.IN_PROGRESS }, shopAdmin);
    await put(`/pending-orders/${ready.number}/status/`, { status: ORDER_STATUS.FULFILLED }, shopAdmin);
    expect((await mailsTo(`ready-${stamp}@example.com`)).map((mail) => mail.subject)).toEqual([`Sinu Saloni tellimus ${ready.number} ootab järeletulemist`]);

    const canceled = await placedOrder('en_US', courier.id, `canceled-${stamp}@example.com`);
    await put(`/pending-orders/${canceled.number}/status/`, { status: ORDER_STATUS.CANCELED }, shopAdmin);
    const [cancelMail] = await mailsTo(`canceled-${stamp}@example.com`);
    expect(cancelMail).toMatchObject({ subject: `Your Salon order ${canceled.number} has been cancelled` });
    expect(cancelMail!.body).toBe(`Hello Kati,\n\nyour order no. ${canceled.number} has been cancelled.\n\nIf you have any questions, reply to this e-mail.\n\nSalon`);
  });

  it('moves status only along the domain transitions, audited', async () => {
    const [order] = await db.select().from(orders).where(eq(orders.status, ORDER_STATUS.SUBMITTED)).limit(1);
    const path = `/pending-orders/${order!.number}/status/`;
    const skip = await put(path, { status: ORDER_STATUS.FULFILLED }, shopAdmin);
    expect(skip.status).toBe(400);
    expect(skip.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'An order cannot move from SUBMITTED to FULFILLED; allowed: IN_PROGRESS, CANCELED.' });
    expect(skip.body.errors.status).toEqual([skip.body.message]);
    const toDraft = await put(path, { status: ORDER_STATUS.DRAFT }, shopAdmin);
    expect(toDraft.status).toBe(400);
    expect(toDraft.body.message).toContain('from SUBMITTED to DRAFT');

    const started = await put(path, { status: ORDER_STATUS.IN_PROGRESS }, shopAdmin);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: ORDER_STATUS.IN_PROGRESS, allowed_statuses: [ORDER_STATUS.FULFILLED, ORDER_STATUS.CANCELED] });
    const fulfilled = await put(path, { status: ORDER_STATUS.FULFILLED }, shopAdmin);
    expect(fulfilled.status).toBe(200);
    expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, order!.uuid)))[0]!.status).toBe(ORDER_STATUS.FULFILLED);
    const final = await put(path, { status: ORDER_STATUS.CANCELED }, shopAdmin);
    expect(final.status).toBe(400);
    expect(final.body.message).toBe('An order cannot move from FULFILLED to CANCELED; FULFILLED is final.');

    const audit = await auditRows('order', order!.number);
    expect(audit.map((entry) => entry.details)).toEqual([
      { status: ORDER_STATUS.IN_PROGRESS, previous_status: ORDER_STATUS.SUBMITTED },
      { status: ORDER_STATUS.FULFILLED, previous_status: ORDER_STATUS.IN_PROGRESS },
    ]);

    const wrongType = await put(path, { status: 'done' }, shopAdmin);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toHaveProperty('status');
    const malformed = await api.request('PUT', `${A}${path}`, { token: shopAdmin, rawBody: '{status' });
    expect(malformed.status).toBe(400);
    const unknown = await put('/pending-orders/99999999/status/', { status: ORDER_STATUS.CANCELED }, shopAdmin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('carts', () => {
  it('lists drafts with owner, line count, total and last change; reads one with lines', async () => {
    const cart = await cartWithLine();
    const page = await get('/carts/?is_anonymous=true&sort=-updated_at', shopAdmin);
    expect(page.status).toBe(200);
    const row = page.body.results.find((item: any) => item.uuid === cart.uuid);
    expect(row).toMatchObject({ number: cart.number, status: ORDER_STATUS.DRAFT, is_anonymous: true, customer_uuid: null, line_count: 1, lines_total: cart.linesTotal, is_abandoned: false });
    expect(page.body.results.every((item: any) => item.is_anonymous)).toBe(true);
    const owned = await cartWithLine(await api.login(SEED_LOGIN.PRIVATE));
    const byEmail = await get(`/carts/?q=${encodeURIComponent(SEED_LOGIN.PRIVATE)}`, shopAdmin);
    expect(byEmail.body.results.map((item: any) => item.uuid)).toContain(owned.uuid);
    expect(byEmail.body.results.every((item: any) => item.user_email === SEED_LOGIN.PRIVATE)).toBe(true);
    expect((await get('/carts/?sort=-line_count', shopAdmin)).status).toBe(200);

    const detail = await get(`/carts/${cart.number}/`, shopAdmin);
    expect(detail.status).toBe(200);
    expect(detail.body.order_lines).toHaveLength(1);
    expect(detail.body.order_lines[0].quantity).toBe(2);
    const [placed] = await db.select().from(orders).where(eq(orders.status, ORDER_STATUS.FULFILLED)).limit(1);
    const notCart = await get(`/carts/${placed!.number}/`, shopAdmin);
    expect(notCart.status).toBe(404);
    expect(notCart.body.code).toBe('CART_NOT_FOUND');
    expect((await get('/carts/?is_anonymous=maybe', shopAdmin)).body.errors).toHaveProperty('is_anonymous');
  });

  it('deletes only abandoned carts, audited', async () => {
    const cart = await cartWithLine();
    const fresh = await del(`/carts/${cart.number}/`, shopAdmin);
    expect(fresh.status).toBe(400);
    expect(fresh.body.code).toBe('CART_NOT_ABANDONED');
    expect(await db.select().from(orders).where(eq(orders.uuid, cart.uuid))).toHaveLength(1);

    await db.update(orders).set({ updatedAt: new Date(Date.now() - (ABANDONED_CART_AFTER_DAYS + 1) * MS_PER_DAY) }).where(eq(orders.uuid, cart.uuid));
    expect((await get(`/carts/${cart.number}/`, shopAdmin)).body.is_abandoned).toBe(true);
    const removed = await del(`/carts/${cart.number}/`, shopAdmin);
    expect(removed.status).toBe(204);
    expect(await db.select().from(orders).where(eq(orders.uuid, cart.uuid))).toEqual([]);
    expect(await db.select().from(orderLines).where(eq(orderLines.orderUuid, cart.uuid))).toEqual([]);
    expect((await auditRows('cart', cart.number)).map((entry) => entry.action)).toEqual(['delete']);

    const [placed] = await db.select().from(orders).where(eq(orders.status, ORDER_STATUS.FULFILLED)).limit(1);
    const notCart = await del(`/carts/${placed!.number}/`, shopAdmin);
    expect(notCart.status).toBe(404);
    expect(notCart.body.code).toBe('CART_NOT_FOUND');
    expect(await db.select().from(orders).where(eq(orders.uuid, placed!.uuid))).toHaveLength(1);
    expect((await del('/carts/99999999/', shopAdmin)).status).toBe(404);
  });
});

describe('transport', () => {
  const valid = { code: 'EE_OMNIVA_TEST', kind: 'PARCEL_MACHINE', i18n_name: tr('Omniva pakiautomaat', 'Omniva parcel machine'), country_id: COUNTRY_ID.EE, price: '3.9', free_from: '50' };

  it('creates, lists, updates and deletes delivery methods with audit rows', async () => {
    const created = await post('/transport/', valid, shopAdmin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ code: 'EE_OMNIVA_TEST', price: '3.90', free_from: '50.00', is_active: true, order: 0 });
    const id = created.body.id;
    const list = await get(`/transport/?q=omniva%20parcel&country_id=${COUNTRY_ID.EE}&kind=PARCEL_MACHINE`, shopAdmin);
    expect(list.body.results.map((method: any) => method.id)).toContain(id);
    expect(list.body.metadata.list).toBe('transport');
    const updated = await put(`/transport/${id}/`, { price: '4.50', is_active: false }, shopAdmin);
    expect(updated.status).toBe(200);
    const [row] = await db.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
    expect([row!.price, row!.isActive, row!.freeFrom]).toEqual(['4.50', false, '50.00']);
    // Inactive methods leave the shopper's list.
    const shopper = await api.request('GET', `/api/v1/deliveries/methods/?country_id=${COUNTRY_ID.EE}`);
    expect(shopper.body.map((method: any) => method.id)).not.toContain(id);
    expect((await del(`/transport/${id}/`, shopAdmin)).status).toBe(204);
    expect(await db.select().from(deliveryMethods).where(eq(deliveryMethods.id, id))).toEqual([]);
    expect((await auditRows('delivery_method', id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses bad input with field errors and unknown ids with 404', async () => {
    const bad = await post('/transport/', { ...valid, price: '3,90', kind: 'DRONE', country_id: 'EE', i18n_name: { en_US: { value: 'x' }, de_DE: { value: 'y' } } }, shopAdmin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['country_id', 'i18n_name.de_DE', 'i18n_name.et_EE', 'kind', 'price']);
    const number = await post('/transport/', { ...valid, price: 3.9 }, shopAdmin);
    expect(number.body.errors).toHaveProperty('price');
    const country = await post('/transport/', { ...valid, country_id: 99 }, shopAdmin);
    expect(country.body.errors).toEqual({ country_id: ['No such country.'] });
    const [existing] = await db.select().from(deliveryMethods).limit(1);
    const taken = await post('/transport/', { ...valid, code: existing!.code }, shopAdmin);
    expect(taken.body.errors).toEqual({ code: ['Another delivery method uses this code.'] });
    expect((await db.select().from(deliveryMethods).where(eq(deliveryMethods.code, valid.code)))).toEqual([]);
    const missing = await put('/transport/999999/', { price: '1.00' }, shopAdmin);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('DELIVERY_METHOD_NOT_FOUND');
    expect((await del('/transport/999999/', shopAdmin)).body.code).toBe('DELIVERY_METHOD_NOT_FOUND');
  });

  it('keeps a delivery method that orders use', async () => {
    const cart = await cartWithLine();
    const [method] = await db.select().from(deliveryMethods).where(and(eq(deliveryMethods.countryId, COUNTRY_ID.EE), eq(deliveryMethods.isActive, true))).limit(1);
    await db.update(orders).set({ deliveryMethodId: method!.id }).where(eq(orders.uuid, cart.uuid));
    const refused = await del(`/transport/${method!.id}/`, shopAdmin);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('DELIVERY_METHOD_IN_USE');
    expect(await db.select().from(deliveryMethods).where(eq(deliveryMethods.id, method!.id))).toHaveLength(1);
  });
});

describe('events and attendees', () => {
  const start = new Date(Date.now() + 10 * MS_PER_DAY);
  const body = {
    i18n_name: tr('Juuksurikoolitus', 'Hairdressing course'),
    i18n_description: tr('Kirjeldus'),
    slug: 'juuksurikoolitus-test',
    location: 'Tallinn',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 6 * 3600_000).toISOString(),
    tickets: [{ i18n_name: tr('Täispilet'), price: '120', capacity: 10 }],
  };

  it('creates an event with tickets, sells seats, lists attendees and guards capacity', async () => {
    const created = await post('/events/', body, eventAdmin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ slug: body.slug, location: 'Tallinn', progress: 0, capacity: 10, sold: 0 });
    const event = created.body;
    const ticket = event.tickets[0];
    expect(ticket).toMatchObject({ price: '120.00', capacity: 10, sold: 0 });

    // A shopper buys 3 seats; another leaves 1 in a cart (not an attendee).
    const token = await api.login(SEED_LOGIN.PRIVATE);
    const order = await api.request('POST', '/api/v1/orders/', { token, body: { is_event: true } });
    expect((await api.request('POST', `/api/v1/orders/${order.body.uuid}/order-lines/`, { token, body: { event_ticket: ticket.id, quantity: 3 } })).status).toBe(201);
    await db.update(orders).set({ status: ORDER_STATUS.SUBMITTED, submittedAt: new Date(), information: { first_name: 'Mari', last_name: 'Maasikas', email: 'mari@example.com' } }).where(eq(orders.uuid, order.body.uuid));
    const cart = await api.request('POST', '/api/v1/orders/', { body: { is_event: true } });
    await api.request('POST', `/api/v1/orders/${cart.body.uuid}/order-lines/`, { body: { event_ticket: ticket.id, quantity: 1 } });

    const attendees = await get(`/events/${event.id}/attendees/`, eventAdmin);
    expect(attendees.status).toBe(200);
    expect(attendees.body.count).toBe(1);
    expect(attendees.body.results[0]).toMatchObject({
      quantity: 3,
      ticket: { id: ticket.id, price: '120.00' },
      order: { uuid: order.body.uuid, status: ORDER_STATUS.SUBMITTED },
      user: { email: SEED_LOGIN.PRIVATE },
      contact: { first_name: 'Mari', last_name: 'Maasikas', email: 'mari@example.com', phone: null },
    });
    expect((await get(`/events/${event.id}/attendees/?q=maasikas`, eventAdmin)).body.count).toBe(1);
    expect((await get(`/events/${event.id}/attendees/?q=nobody`, eventAdmin)).body.count).toBe(0);
    expect((await get(`/events/${event.id}/`, eventAdmin)).body).toMatchObject({ sold: 3, tickets: [{ id: ticket.id, sold: 3 }] });

    const tooSmall = await put(`/events/${event.id}/`, { tickets: [{ id: ticket.id, i18n_name: tr('Täispilet'), price: '120', capacity: 2 }] }, eventAdmin);
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors).toEqual({ 'tickets.0.capacity': ['Must be at least the 3 seats already sold.'] });
    const dropSold = await put(`/events/${event.id}/`, { tickets: [] }, eventAdmin);
    expect(dropSold.status).toBe(400);
    expect(dropSold.body.errors).toHaveProperty('tickets');
    const foreign = await put(`/events/${event.id}/`, { tickets: [{ id: 999999, i18n_name: tr('X'), price: '1', capacity: 1 }] }, eventAdmin);
    expect(foreign.body.errors).toHaveProperty(['tickets.0.id']);

    const grown = await put(`/events/${event.id}/`, { location: 'Tartu', tickets: [{ id: ticket.id, i18n_name: tr('Täispilet'), price: '120', capacity: 12 }, { i18n_name: tr('Sooduspilet'), price: '80.5', capacity: 5 }] }, eventAdmin);
    expect(grown.status).toBe(200);
    expect(grown.body).toMatchObject({ location: 'Tartu', capacity: 17, sold: 3 });
    const ticketRows = await db.select().from(eventTickets).where(eq(eventTickets.eventId, event.id));
    expect(ticketRows.map((row) => [row.capacity, row.price]).sort()).toEqual([[12, '120.00'], [5, '80.50']].sort());

    const refused = await del(`/events/${event.id}/`, eventAdmin);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('EVENT_HAS_ORDERS');
    expect((await auditRows('event', event.id)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it("lists who is coming: a canceled order only when asked for by its status; a private customer's name is no company", async () => {
    const created = await post('/events/', { ...body, slug: 'attendees-canceled-test' }, eventAdmin);
    const ticket = created.body.tickets[0];
    const buy = async (login: string, quantity: number, status: number, customerUuid?: string) => {
      const token = await api.login(login);
      const order = await api.request('POST', '/api/v1/orders/', { token, body: { is_event: true } });
      await api.request('POST', `/api/v1/orders/${order.body.uuid}/order-lines/`, { token, body: { event_ticket: ticket.id, quantity } });
      await db.update(orders).set({ status, submittedAt: new Date(), ...(customerUuid && { customerUuid }) }).where(eq(orders.uuid, order.body.uuid));
      return order.body.uuid as string;
    };
    const [company] = await db.select().from(customers).where(eq(customers.isIndividual, false)).limit(1);
    const kept = await buy(SEED_LOGIN.BUSINESS_ADMIN, 2, ORDER_STATUS.SUBMITTED, company!.uuid);
    const privateOrder = await buy(SEED_LOGIN.PRIVATE, 1, ORDER_STATUS.IN_PROGRESS);
    const canceled = await buy(SEED_LOGIN.LOYAL, 4, ORDER_STATUS.CANCELED);

    const listed = await get(`/events/${created.body.id}/attendees/?sort=order_number`, eventAdmin);
    // The canceled order's four seats were listed as attendees; they are free again.
    expect(listed.body.results.map((row: any) => row.order.uuid)).toEqual([kept, privateOrder]);
    expect(listed.body.results[0].customer).toMatchObject({ is_individual: false, name: company!.name });
    expect(listed.body.results[1].customer).toMatchObject({ is_individual: true });
    const asked = await get(`/events/${created.body.id}/attendees/?order_status=${ORDER_STATUS.CANCELED}`, eventAdmin);
    expect(asked.body.results.map((row: any) => [row.order.uuid, row.quantity])).toEqual([[canceled, 4]]);
  });

  it('validates dates, slug and types; unknown ids are 404', async () => {
    const backwards = await post('/events/', { ...body, slug: 'backwards', ends_at: body.starts_at }, eventAdmin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ ends_at: ['Must be after starts_at.'] });
    const types = await post('/events/', { ...body, slug: 'Not A Slug', starts_at: 'tomorrow', tickets: [{ i18n_name: tr('A'), price: '1', capacity: -1 }] }, eventAdmin);
    expect(Object.keys(types.body.errors).sort()).toEqual(['slug', 'starts_at', 'tickets.0.capacity']);
    const [seeded] = await db.select().from(events).limit(1);
    const taken = await post('/events/', { ...body, slug: seeded!.slug }, eventAdmin);
    expect(taken.body.errors).toEqual({ slug: ['Another event uses this slug.'] });
    const moveEnd = await put(`/events/${seeded!.id}/`, { ends_at: new Date(seeded!.startsAt.getTime() - 1000).toISOString() }, eventAdmin);
    expect(moveEnd.status).toBe(400);
    expect((await get('/events/999999/', eventAdmin)).body.code).toBe('EVENT_NOT_FOUND');
    expect((await get('/events/999999/attendees/', eventAdmin)).status).toBe(404);
    expect((await get('/events/999999/attendees/', eventAdmin)).body.code).toBe('EVENT_NOT_FOUND');
    expect((await get(`/events/${seeded!.id}/attendees/?sort=password`, eventAdmin)).status).toBe(400);
  });

  it('lists with q, progress filter and sort; deletes an event without orders', async () => {
    const list = await get('/events/?progress=0&sort=starts_at', eventAdmin);
    expect(list.status).toBe(200);
    expect(list.body.results.every((event: any) => event.progress === 0 && Date.parse(event.starts_at) > Date.now())).toBe(true);
    const starts = list.body.results.map((event: any) => Date.parse(event.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect((await get('/events/?progress=7', eventAdmin)).body.errors).toHaveProperty('progress');
    const created = await post('/events/', { ...body, slug: 'to-delete', tickets: [{ i18n_name: tr('A'), price: '0', capacity: 0 }] }, eventAdmin);
    expect((await get('/events/?q=to-delete', eventAdmin)).body.results.map((event: any) => event.id)).toEqual([created.body.id]);
    expect((await del(`/events/${created.body.id}/`, eventAdmin)).status).toBe(204);
    expect(await db.select().from(events).where(eq(events.id, created.body.id))).toEqual([]);
    expect(await db.select().from(eventTickets).where(eq(eventTickets.eventId, created.body.id))).toEqual([]);
  });
});

describe('background services', () => {
  it('lists the registry with last runs, runs a service and persists its status', async () => {
    const list = await get('/background-services/');
    expect(list.status).toBe(200);
    expect(list.body.results.map((service: any) => service.name)).toEqual(['expire-stale-carts', 'prune-expired-tokens', 'prune-login-throttle', 'refresh-parcel-machines', 'refresh-search-statistics']);
    // Counted from here: other tests of this file may have run services before (any order passes).
    const runsBefore: number = list.body.results.find((service: any) => service.name === 'expire-stale-carts').run_count;
    const auditedBefore = (await auditRows('background_service', 'expire-stale-carts')).length;

    const stale = await cartWithLine();
    const kept = await cartWithLine();
    await db.update(orders).set({ updatedAt: new Date(Date.now() - (ABANDONED_CART_AFTER_DAYS + 2) * MS_PER_DAY) }).where(eq(orders.uuid, stale.uuid));
    const run = await post('/background-services/expire-stale-carts/run/', {});
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ name: 'expire-stale-carts', last_outcome: 'success', last_row_count: 1, last_trigger: 'manual', run_count: runsBefore + 1, failure_count: 0, last_error: null });
    expect(run.body.last_duration_ms).toBeGreaterThanOrEqual(0);
    const remaining = await db.select({ uuid: orders.uuid }).from(orders).where(inArray(orders.uuid, [stale.uuid, kept.uuid]));
    expect(remaining.map((row) => row.uuid)).toEqual([kept.uuid]);
    const [status] = await db.select().from(backgroundServices).where(eq(backgroundServices.name, 'expire-stale-carts'));
    expect(status).toMatchObject({ lastOutcome: 'success', lastRowCount: 1, runCount: runsBefore + 1 });
    expect((await auditRows('background_service', 'expire-stale-carts')).slice(auditedBefore).map((entry) => entry.details)).toEqual([{ run: 'manual', row_count: 1 }]);
  });

  it('prunes expired tokens and ended login-throttle rows', async () => {
    const id = await userId(SEED_LOGIN.PRIVATE);
    await db.insert(authTokens).values({ userId: id, keyHash: 'expired-test-token', expiresAt: new Date(Date.now() - 1000) });
    const live = await api.login(SEED_LOGIN.PRIVATE);
    const tokens = await post('/background-services/prune-expired-tokens/run/', {});
    expect(tokens.body.last_outcome).toBe('success');
    expect(tokens.body.last_row_count).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(authTokens).where(eq(authTokens.keyHash, 'expired-test-token'))).toEqual([]);
    expect((await api.request('GET', '/api/v1/rest-auth/user/', { token: live })).status).toBe(200);

    await db.insert(loginThrottle).values([
      { scope: 'email', key: 'old@example.com', failures: 2, windowStartedAt: new Date(Date.now() - MS_PER_DAY) },
      { scope: 'email', key: 'locked@example.com', failures: 5, windowStartedAt: new Date(Date.now() - MS_PER_DAY), lockedUntil: new Date(Date.now() + 3600_000) },
      { scope: 'ip', key: '192.0.2.1', failures: 1, windowStartedAt: new Date() },
    ]);
    const throttle = await post('/background-services/prune-login-throttle/run/', {});
    expect(throttle.body).toMatchObject({ last_outcome: 'success', last_row_count: 1 });
    expect((await db.select({ key: loginThrottle.key }).from(loginThrottle)).map((row) => row.key).sort()).toEqual(['192.0.2.1', 'locked@example.com']);

    const search = await post('/background-services/refresh-search-statistics/run/', {});
    expect(search.body).toMatchObject({ last_outcome: 'success', last_row_count: 0 });
    // Without PARCEL_MACHINES_URL the parcel machine refresh has nothing to do.
    const parcels = await post('/background-services/refresh-parcel-machines/run/', {});
    expect(parcels.body).toMatchObject({ last_outcome: 'success', last_row_count: 0 });
    const list = await get('/background-services/?sort=-last_started_at');
    const ran = list.body.results.filter((service: any) => service.run_count > 0).map((service: any) => service.name);
    expect(ran).toEqual(expect.arrayContaining(['prune-expired-tokens', 'prune-login-throttle', 'refresh-search-statistics', 'refresh-parcel-machines']));
  });

  it('runs every service on the configured interval until stopped', async () => {
    const before = await db.select().from(backgroundServices);
    const stop = startBackgroundServiceScheduler(db, 50, () => {});
    try {
      await expect.poll(async () => (await db.select().from(backgroundServices).where(eq(backgroundServices.lastTrigger, 'schedule'))).length, { timeout: 10_000 }).toBe(5);
    } finally {
      stop();
    }
    const after = await db.select().from(backgroundServices);
    for (const row of after) {
      expect(row.lastOutcome).toBe('success');
      expect(row.runCount).toBeGreaterThan(before.find((old) => old.name === row.name)?.runCount ?? 0);
    }
    // No audit rows for scheduled runs: nobody acted.
    expect((await auditRows('background_service', 'prune-login-throttle')).map((entry) => entry.details.run)).not.toContain('schedule');
  });

  it('answers 404 for an unknown service and keeps it to IS_SUPER_ADMIN', async () => {
    const unknown = await post('/background-services/drop-everything/run/', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('BACKGROUND_SERVICE_NOT_FOUND');
    expect((await post('/background-services/expire-stale-carts/run/', {}, shopAdmin)).status).toBe(403);
    expect((await get('/background-services/?sort=description')).status).toBe(400);
  });
});

describe('campaign preview', () => {
  it('shows the list exactly as the storefront does now, and why the rest is hidden', async () => {
    const preview = await get('/campaign-preview/?language=et', shopAdmin);
    expect(preview.status).toBe(200);
    const storefront = await api.request('GET', '/api/v1/creator/schemes-by-path/?type=CAMPAIGN&language=et');
    expect(preview.body.results.map((scheme: any) => scheme.uuid)).toEqual(storefront.body.map((scheme: any) => scheme.uuid));
    expect(preview.body.results.length).toBeGreaterThan(0);
    expect(preview.body.results.some((scheme: any) => scheme.is_special && !scheme.in_sorted_list)).toBe(true);
    const scheduled = preview.body.hidden.find((scheme: any) => scheme.reason === 'NOT_STARTED');
    expect(scheduled).toBeDefined();
    expect(scheduled.message).toContain(scheduled.publish_start);

    const at = new Date(Date.parse(scheduled.publish_start) + MS_PER_DAY).toISOString();
    const later = await get(`/campaign-preview/?language=et_EE&at=${encodeURIComponent(at)}`, shopAdmin);
    expect(later.status).toBe(200);
    expect(later.body.at).toBe(at);
    expect(later.body.results.map((scheme: any) => scheme.uuid)).toContain(scheduled.uuid);
    expect(later.body.hidden.map((scheme: any) => scheme.uuid)).not.toContain(scheduled.uuid);
  });

  it('serves business customers their variants, as the storefront does', async () => {
    const preview = await get('/campaign-preview/?language=et&is_business=true', shopAdmin);
    const storefront = await api.request('GET', '/api/v1/creator/schemes-by-path/?type=CAMPAIGN&language=et&is_business=true');
    expect(preview.body.is_business).toBe(true);
    expect(preview.body.results.map((scheme: any) => scheme.uuid)).toEqual(storefront.body.map((scheme: any) => scheme.uuid));
  });

  it('refuses bad parameters', async () => {
    const defaults = await get('/campaign-preview/', shopAdmin);
    expect(defaults.status).toBe(200);
    expect(defaults.body).toMatchObject({ language: 'et_EE', is_business: false });
    const bad = await get('/campaign-preview/?language=de&at=next-week&is_business=perhaps', shopAdmin);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['at', 'is_business', 'language']);
    expect((await get('/campaign-preview/?language=et', await api.login(SEED_LOGIN.TH_PRODUCT_ADMIN))).status).toBe(403);
  });
});
