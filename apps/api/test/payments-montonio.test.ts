import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_RESULT } from '@salon/domain';
import { and } from 'drizzle-orm';
import { mailOutbox, orders, payments } from '../src/db/schema';
import { ORDER_CONFIRMATION_MAIL_KIND } from '../src/mail/orderConfirmation';
import { settleAfterResponseTasks } from '../src/lib/afterResponse';
import { ConfigurationError, readConfig } from '../src/config';
import { SEED_LOGIN } from '../src/seed/accessData';
import { createTestApi, type TestApi } from './support/testApi';
import { signMontonioToken, startFakeMontonio, type FakeMontonio, type MontonioStatus } from './support/fakeMontonio';

const KEYS = { accessKey: 'test-access-key', secretKey: 'test-secret-key-0123456789abcdef' };
const WEBHOOK = '/webhooks/payments/montonio/';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let fake: FakeMontonio;
let api: TestApi;
let listening: ReturnType<typeof serve>;
let token: string;

beforeAll(async () => {
  fake = await startFakeMontonio(KEYS);
  const port = await freePort();
  // The fake posts its notifications over HTTP, as Montonio would: the app listens for real.
  api = await createTestApi({ montonio: { ...KEYS, apiUrl: fake.apiUrl }, apiPublicOrigin: `http://127.0.0.1:${port}`, storefrontOrigin: 'http://shop.test' });
  listening = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' });
  token = await api.login(SEED_LOGIN.PRIVATE);
});
afterAll(async () => {
  await new Promise((resolve) => listening.close(resolve));
  await fake.stop();
  await api.close();
});

/** A cart with one buyable product, delivery and contact set: ready to pay. */
async function readyCart(): Promise<string> {
  const uuid = (await api.request('POST', '/api/v1/orders/', { token, body: {}, headers: { 'Delivery-Country': 'EE' } })).body.uuid as string;
  const products = (await api.request('GET', '/api/v1/products/?page_size=100&sort=price_asc', { token })).body.results.products as any[];
  const product = products.find((item) => item.price !== null && !item.is_disabled && item.valid_restrictions.length === 0);
  expect((await api.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { token, body: { product: product.id, quantity: 1 } })).status).toBe(201);
  const methods = (await api.request('GET', '/api/v1/deliveries/methods/?country_id=2')).body as any[];
  const courier = methods.find((method) => method.kind === 'COURIER');
  const address = { name: 'Lea Liige', street: 'Narva mnt 5', city: 'Tallinn', postal_code: '10117' };
  expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { token, body: { delivery_method_id: courier.id, address } })).status).toBe(200);
  const info = { first_name: 'Lea', last_name: 'Liige', email: 'lea@example.com', phone: '+372 5555 1234' };
  expect((await api.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { token, body: info })).status).toBe(200);
  return uuid;
}

const startPayment = (order: string, method = 'BANK') => api.request('POST', `/api/v1/orders/${order}/payments/`, { token, body: { provider: 'montonio', method } });
const storedPayment = async (uuid: string) => (await api.database.db.select().from(payments).where(eq(payments.uuid, uuid)))[0]!;
const storedOrder = async (uuid: string) => (await api.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const montonioOrderOf = (redirectUrl: string) => fake.orders.get(new URL(redirectUrl).pathname.split('/').pop()!)!;

/** The shopper's choice on the provider's page: the fake notifies the API and answers with the redirect back. */
async function choose(redirectUrl: string, status: MontonioStatus): Promise<URL> {
  const answer = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ status }), redirect: 'manual' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

describe('Montonio payments', () => {
  it('offers Montonio’s methods before the test provider', async () => {
    const options = await api.request('GET', '/api/v1/payments/options/');
    expect(options.body).toEqual([
      { provider: 'montonio', method: 'BANK' },
      { provider: 'montonio', method: 'CREDIT_CARD' },
      { provider: 'test', method: 'BANK' },
      { provider: 'test', method: 'CREDIT_CARD' },
    ]);
  });

  it('creates a signed Montonio order, redirects, and settles the order on the signed notification; the return token repeats it harmlessly', async () => {
    const order = await readyCart();
    const started = await startPayment(order);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ provider: 'montonio', status: PAYMENT_RESULT.PENDING, order_status: ORDER_STATUS.PENDING });
    const sent = montonioOrderOf(started.body.redirect_url);
    expect(sent).toMatchObject({
      merchantReference: started.body.uuid,
      grandTotal: Number(started.body.amount),
      currency: 'EUR',
      method: 'paymentInitiation',
      returnUrl: `http://shop.test/order/${order}/payment-status?payment=${started.body.uuid}`,
    });
    expect(sent.notificationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks\/payments\/montonio\/$/);

    const confirmations = () => api.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'lea@example.com'), eq(mailOutbox.kind, ORDER_CONFIRMATION_MAIL_KIND)));
    const mailedBefore = (await confirmations()).length;
    const back = await choose(started.body.redirect_url, 'PAID');
    expect(fake.notifications.at(-1)).toMatchObject({ status: 'PAID', answer: 200 });
    expect(await storedPayment(started.body.uuid)).toMatchObject({ status: PAYMENT_RESULT.SUCCESS, providerReference: sent.uuid });
    const placed = await storedOrder(order);
    expect(placed.status).toBe(ORDER_STATUS.SUBMITTED);

    expect(back.origin + back.pathname).toBe(`http://shop.test/order/${order}/payment-status`);
    const returned = await api.request('POST', `/api/v1/payments/${started.body.uuid}/return/`, { token, body: { order_token: back.searchParams.get('order-token') } });
    expect(returned).toMatchObject({ status: 200, body: { status: PAYMENT_RESULT.SUCCESS, order_status: ORDER_STATUS.SUBMITTED } });
    const repeated = await api.request('POST', WEBHOOK, { body: { orderToken: back.searchParams.get('order-token') } });
    expect(repeated.status).toBe(200);
    expect((await storedOrder(order)).submittedAt).toEqual(placed.submittedAt);
    // A late "abandoned" never undoes a payment.
    expect((await api.request('POST', WEBHOOK, { body: { orderToken: await fake.orderToken(sent.uuid, 'ABANDONED') } })).status).toBe(200);
    expect((await storedPayment(started.body.uuid)).status).toBe(PAYMENT_RESULT.SUCCESS);
    // Settled by the notification: confirmed by mail once, not again for the return or the repeat.
    await settleAfterResponseTasks();
    const mailed = await confirmations();
    expect(mailed).toHaveLength(mailedBefore + 1);
    expect(mailed.at(-1)!.body).toContain(String(placed.number));
  });

  it('a cancelled and a failed payment leave the order open to be paid again', async () => {
    const order = await readyCart();
    const first = await startPayment(order);
    const back = await choose(first.body.redirect_url, 'ABANDONED');
    const returned = await api.request('POST', `/api/v1/payments/${first.body.uuid}/return/`, { token, body: { order_token: back.searchParams.get('order-token') } });
    expect(returned.body).toMatchObject({ status: PAYMENT_RESULT.CANCELLED, order_status: ORDER_STATUS.PENDING });

    const second = await startPayment(order, 'CREDIT_CARD');
    expect(montonioOrderOf(second.body.redirect_url).method).toBe('cardPayments');
    await choose(second.body.redirect_url, 'VOIDED');
    expect((await storedPayment(second.body.uuid)).status).toBe(PAYMENT_RESULT.FAILED);
    expect((await storedOrder(order)).status).toBe(ORDER_STATUS.PENDING);

    const third = await startPayment(order);
    await choose(third.body.redirect_url, 'PAID');
    expect((await storedOrder(order)).status).toBe(ORDER_STATUS.SUBMITTED);
  });

  it('a pending bank payment waits, then settles when Montonio reports it paid', async () => {
    const order = await readyCart();
    const started = await startPayment(order);
    await choose(started.body.redirect_url, 'PENDING');
    expect((await storedPayment(started.body.uuid)).status).toBe(PAYMENT_RESULT.PENDING);
    const sent = montonioOrderOf(started.body.redirect_url);
    expect((await api.request('POST', WEBHOOK, { body: { orderToken: await fake.orderToken(sent.uuid, 'PAID') } })).status).toBe(200);
    expect((await storedOrder(order)).status).toBe(ORDER_STATUS.SUBMITTED);
  });

  it('refuses forged, altered and foreign reports and changes nothing', async () => {
    const order = await readyCart();
    const started = await startPayment(order);
    const sent = montonioOrderOf(started.body.redirect_url);
    const payload = { uuid: sent.uuid, accessKey: KEYS.accessKey, merchantReference: started.body.uuid, paymentStatus: 'PAID', grandTotal: sent.grandTotal, currency: 'EUR' };
    const refusals = [
      await fake.orderToken(sent.uuid, 'PAID', 'not-the-shop-secret'),
      await signMontonioToken(KEYS.secretKey, { ...payload, grandTotal: 0.01 }),
      await signMontonioToken(KEYS.secretKey, { ...payload, accessKey: 'another-shop' }),
      await signMontonioToken(KEYS.secretKey, { ...payload, uuid: 'another-montonio-order' }),
      await signMontonioToken(KEYS.secretKey, { ...payload, merchantReference: 'not-a-uuid' }),
      await signMontonioToken(KEYS.secretKey, { ...payload, paymentStatus: 'SOMETHING_NEW' }),
      'not.a.jwt',
    ];
    for (const orderToken of refusals) {
      const answer = await api.request('POST', WEBHOOK, { body: { orderToken } });
      expect(answer, orderToken).toMatchObject({ status: 400, body: { code: 'PAYMENT_REPORT_INVALID' } });
    }
    expect((await api.request('POST', WEBHOOK, { body: {} })).status).toBe(400);
    expect((await api.request('POST', WEBHOOK, { rawBody: 'x'.repeat(10_000) })).status).toBe(400);
    // A genuine token brought back for another payment of the shop.
    const other = await startPayment(await readyCart());
    const foreign = await api.request('POST', `/api/v1/payments/${other.body.uuid}/return/`, { token, body: { order_token: await fake.orderToken(sent.uuid, 'PAID') } });
    expect(foreign).toMatchObject({ status: 400, body: { code: 'PAYMENT_REPORT_INVALID' } });
    expect((await storedPayment(started.body.uuid)).status).toBe(PAYMENT_RESULT.PENDING);
    expect((await storedPayment(other.body.uuid)).status).toBe(PAYMENT_RESULT.PENDING);
    expect((await storedOrder(order)).status).toBe(ORDER_STATUS.PENDING);
  });

  it('does not settle an order changed after the payment began (staff reconcile the payment)', async () => {
    const order = await readyCart();
    const started = await startPayment(order);
    const lines = (await api.request('GET', `/api/v1/orders/${order}/`, { token })).body.order_lines as any[];
    expect((await api.request('PUT', `/api/v1/orders/${order}/order-lines/${lines[0].id}/`, { token, body: { quantity: 3 } })).status).toBe(200);
    await choose(started.body.redirect_url, 'PAID');
    expect((await storedPayment(started.body.uuid)).status).toBe(PAYMENT_RESULT.SUCCESS);
    expect((await storedOrder(order)).status).toBe(ORDER_STATUS.PENDING);
  });

  it('refuses a method Montonio does not offer here, and reports an unreachable provider without charging', async () => {
    const order = await readyCart();
    expect(await startPayment(order, 'LEASE')).toMatchObject({ status: 400, body: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
    const down = await createTestApi({ montonio: { ...KEYS, apiUrl: 'http://127.0.0.1:9/api' } });
    try {
      const downToken = await down.login(SEED_LOGIN.PRIVATE);
      const uuid = (await down.request('POST', '/api/v1/orders/', { token: downToken, body: {}, headers: { 'Delivery-Country': 'EE' } })).body.uuid as string;
      const products = (await down.request('GET', '/api/v1/products/?page_size=50&sort=price_asc', { token: downToken })).body.results.products as any[];
      const product = products.find((item) => item.price !== null && !item.is_disabled && item.valid_restrictions.length === 0);
      await down.request('POST', `/api/v1/orders/${uuid}/order-lines/`, { token: downToken, body: { product: product.id, quantity: 1 } });
      const methods = (await down.request('GET', '/api/v1/deliveries/methods/?country_id=2')).body as any[];
      const courier = methods.find((method) => method.kind === 'COURIER');
      await down.request('PUT', `/api/v1/orders/${uuid}/delivery/`, { token: downToken, body: { delivery_method_id: courier.id, address: { name: 'A B', street: 'S 1', city: 'Tallinn', postal_code: '10117' } } });
      await down.request('PUT', `/api/v1/orders/${uuid}/delivery/information/`, { token: downToken, body: { first_name: 'A', last_name: 'B', email: 'a@example.com', phone: '+372 5555 1234' } });
      const refused = await down.request('POST', `/api/v1/orders/${uuid}/payments/`, { token: downToken, body: { provider: 'montonio', method: 'BANK' } });
      expect(refused).toMatchObject({ status: 502, body: { code: 'PAYMENT_PROVIDER_FAILED' } });
      const rows = await down.database.db.select().from(payments).where(eq(payments.orderUuid, uuid));
      expect(rows.map((row) => row.status)).toEqual([PAYMENT_RESULT.FAILED]);
    } finally {
      await down.close();
    }
  });
});

describe('Montonio configuration', () => {
  it('needs both keys, and in production a public API origin over https', () => {
    expect(() => readConfig({ MONTONIO_ACCESS_KEY: 'a' })).toThrow(ConfigurationError);
    expect(() => readConfig({ MONTONIO_SECRET_KEY: 'b' })).toThrow(/MONTONIO_ACCESS_KEY/);
    expect(readConfig({}).montonio).toBeUndefined();
    expect(readConfig({ MONTONIO_ACCESS_KEY: 'a', MONTONIO_SECRET_KEY: 'b' }).montonio).toEqual({ accessKey: 'a', secretKey: 'b', apiUrl: 'https://stargate.montonio.com/api' });
    const production = { NODE_ENV: 'production', REQUEST_SIGNING_SALT: 's', MAIL_TRANSPORT: 'file', STOREFRONT_ORIGIN: 'https://shop.example', MONTONIO_ACCESS_KEY: 'a', MONTONIO_SECRET_KEY: 'b' };
    expect(() => readConfig(production)).toThrow(/API_PUBLIC_ORIGIN is not set/);
    expect(() => readConfig({ ...production, API_PUBLIC_ORIGIN: 'http://api.example' })).toThrow(/https/);
    expect(readConfig({ ...production, API_PUBLIC_ORIGIN: 'https://api.example/' }).apiPublicOrigin).toBe('https://api.example');
    expect(() => readConfig({ ...production, PAYMENT_TEST_PROVIDER: 'enabled', API_PUBLIC_ORIGIN: 'https://api.example' })).toThrow(/PAYMENT_TEST_PROVIDER=enabled in production/);
  });
});
