import { Hono } from 'hono';
import { z } from 'zod';
import { and, countDistinct, eq, gt, ne } from 'drizzle-orm';
import { CLIENT_GROUP, ERROR_CODE, MAX_SEAT_HOLDING_ORDERS_PER_CLIENT, ORDER_LINE_KIND, ORDER_STATUS, PAYMENT_RESULT, deliveryNeedsParcelMachine, isLocaleCode, numericStringSchema, type PaymentResult } from '@salon/domain';
import type { AppEnv, Viewer } from '../context';
import type { ApiConfig } from '../config';
import type { Database, Executor } from '../db/client';
import { deliveryMethods, orderLines, orders, payments, PAYMENT_STATUSES } from '../db/schema';
import { readBody, readParams, uuidParam } from '../lib/validate';
import { clientAddress } from '../lib/clientAddress';
import { API_ERROR_CODE, ApiError, badRequest, notFound } from '../lib/errors';
import { changeOrder, loadOrder, repriceOrderLines, type OrderRow } from '../services/orders';
import { loadProductCards, purchaseBlocker } from '../services/productCards';
import { applyProviderReport, recordStartOutcome, type PaymentRow, type RecordedOutcome } from '../services/payments';
import { runAfterResponse } from '../lib/afterResponse';
import { sendOrderConfirmation } from '../mail/orderConfirmation';
import { seatHoldEnd, takeEventSeats } from '../services/eventSeats';
import { InvalidProviderReport, availablePaymentProviders, type PaymentProvider } from '../payments/provider';
import { MONTONIO } from '../payments/montonio';
import { paymentReturnSchema, paymentSchema } from '../validation/orders';
import { operations } from '../openapi/registry';

const uuidParams = z.object({ uuid: uuidParam });
/** Montonio posts `{"orderToken": "<JWT>"}` to the notification URL. */
const montonioNotificationSchema = z.object({ orderToken: z.string().min(1).max(8192) });
/** Mounted at the app root, outside /api/v1: the provider's server calls it, not the storefront (no request signing, no viewer). */
const MONTONIO_NOTIFICATION_PATH = '/webhooks/payments/montonio/';

function serializePayment(row: PaymentRow, orderStatus: number, redirectUrl?: string) {
  return {
    uuid: row.uuid,
    order: row.orderUuid,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: row.amount,
    order_status: orderStatus,
    created_at: row.createdAt.toISOString(),
    ...(redirectUrl ? { redirect_url: redirectUrl } : {}),
  };
}

function paymentProvider(config: ApiConfig, name: string): PaymentProvider {
  const offered = availablePaymentProviders(config);
  const provider = offered.get(name);
  if (provider) return provider;
  const choice = offered.size > 0 ? `Use one of: ${[...offered.keys()].join(', ')}.` : 'No payment provider is configured on this server.';
  throw badRequest('This payment provider is not available.', { provider: [choice] }, API_ERROR_CODE.PAYMENT_PROVIDER_NOT_AVAILABLE);
}

/** A parcel-machine order needs its machine; orders whose delivery step predates the choice have none. */
async function hasDeliveryDetails(tx: Executor, order: OrderRow): Promise<boolean> {
  const [method] = await tx.select({ kind: deliveryMethods.kind }).from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId!));
  return !deliveryNeedsParcelMachine(method?.kind) || Boolean(order.delivery?.parcel_machine);
}

/**
 * Who the confirmation mail is written for when a provider's server (not the shopper) settled
 * the order: the order's own language and country, seen as a visitor would see it.
 */
async function orderMailViewer(db: Database, orderUuid: string, shopper: Viewer | undefined): Promise<Viewer> {
  if (shopper) return shopper;
  const [order] = await db.select({ locale: orders.locale, deliveryCountryId: orders.deliveryCountryId }).from(orders).where(eq(orders.uuid, orderUuid));
  return { user: null, locale: order?.locale && isLocaleCode(order.locale) ? order.locale : 'et_EE', deliveryCountryId: order?.deliveryCountryId ?? null, clientGroup: CLIENT_GROUP.RETAIL };
}

/** "Name: why" for each product that cannot be bought by this viewer (one hidden from them counts too). */
async function unpurchasableProducts(tx: Executor, productIds: number[], viewer: Viewer): Promise<string[]> {
  if (productIds.length === 0) return [];
  const cards = new Map((await loadProductCards(tx, productIds, viewer)).map((card) => [card.id, card]));
  return productIds.flatMap((id) => {
    const card = cards.get(id);
    const blocker = card ? purchaseBlocker(card) : 'The product is no longer available.';
    return blocker ? [`${card?.name ?? id}: ${blocker}`] : [];
  });
}

/** The order confirmation goes out once, after the answer, when this outcome placed the order. */
function confirmWhenSettled(db: Database, config: ApiConfig, outcome: RecordedOutcome, shopper: Viewer | undefined): PaymentRow {
  if (outcome.settled) {
    runAfterResponse('order confirmation mail', async () => sendOrderConfirmation(db, config, outcome.payment.orderUuid, await orderMailViewer(db, outcome.payment.orderUuid, shopper)));
  }
  return outcome.payment;
}

const invalidReport = (error: InvalidProviderReport) => new ApiError(400, API_ERROR_CODE.PAYMENT_REPORT_INVALID, `The payment report was refused: ${error.message}`);

/** Reads and applies a provider's signed token; a forged or foreign one changes nothing. */
async function applyToken(db: Database, provider: PaymentProvider, token: string, expectedPayment?: string): Promise<RecordedOutcome> {
  if (!provider.readReport) throw new ApiError(400, API_ERROR_CODE.PAYMENT_REPORT_INVALID, 'This payment provider sends no reports.');
  try {
    const report = await provider.readReport(token);
    if (expectedPayment !== undefined && report.paymentUuid !== expectedPayment) throw new InvalidProviderReport('The token is for another payment.');
    return await applyProviderReport(db, provider.name, report);
  } catch (error) {
    if (error instanceof InvalidProviderReport) throw invalidReport(error);
    throw error;
  }
}

/**
 * An order with event tickets may start paying only while its client holds seats in fewer than
 * MAX_SEAT_HOLDING_ORDERS_PER_CLIENT other unpaid orders (decision 0082). An unknown address
 * (in-process calls) is not counted.
 */
async function assertFewSeatHoldingOrders(tx: Executor, address: string | null, orderUuid: string): Promise<void> {
  if (address === null) return;
  const [held] = await tx
    .select({ orders: countDistinct(orders.uuid) })
    .from(payments)
    .innerJoin(orders, eq(orders.uuid, payments.orderUuid))
    .where(and(eq(payments.clientAddress, address), ne(orders.uuid, orderUuid), eq(orders.status, ORDER_STATUS.PENDING), gt(orders.seatsHeldUntil, new Date())));
  if ((held?.orders ?? 0) >= MAX_SEAT_HOLDING_ORDERS_PER_CLIENT) {
    throw new ApiError(429, API_ERROR_CODE.TOO_MANY_REQUESTS, `You have ${held!.orders} event orders waiting for payment. Pay one of them, or wait until their seats are released, before placing another.`, {
      order_lines: ['Too many unpaid event orders.'],
    });
  }
}

const pricesChanged = () =>
  new ApiError(409, ERROR_CODE.PRICES_CHANGED, 'Prices in the order have changed since it was put together. Check the new total and pay again.', {
    order_lines: ['Prices have changed.'],
  });

export function paymentRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/payments/options/', (c) => {
    const offered = [...availablePaymentProviders(c.var.config).values()];
    return c.json(offered.flatMap((provider) => provider.methods.map((method) => ({ provider: provider.name, method }))));
  });

  app.post('/orders/:uuid/payments/', async (c) => {
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, paymentSchema);
    const { config, db, viewer } = c.var;
    const address = clientAddress(c, config);
    const provider = paymentProvider(config, body.provider);
    if (!provider.methods.includes(body.method)) {
      throw badRequest('This payment method is not available.', { method: [`${provider.name} offers: ${provider.methods.join(', ')}.`] }, API_ERROR_CODE.PAYMENT_METHOD_NOT_AVAILABLE);
    }
    // A price staff changed since the lines went in: the order follows it (committed), and the
    // shopper sees the new total before anything is charged (decision 0082).
    if ((await changeOrder(db, uuid, viewer, (tx) => repriceOrderLines(tx, uuid))) > 0) throw pricesChanged();
    // The payment is written before the provider is asked, and the provider is asked outside any
    // transaction: a slow provider must not hold the order's lock (or PGlite's one connection).
    const created = await changeOrder(db, uuid, viewer, async (tx, order) => {
      // A price changed in the instant since: refused (rolled back); paying again shows the new total.
      if ((await repriceOrderLines(tx, uuid)) > 0) throw pricesChanged();
      const lines = await tx.select({ kind: orderLines.kind, productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderUuid, uuid));
      const missing: Record<string, string[]> = {};
      if (lines.length === 0) missing.order_lines = ['The order has no lines.'];
      const needsDelivery = lines.some((line) => line.kind === ORDER_LINE_KIND.PRODUCT);
      if (needsDelivery && order.deliveryMethodId === null) missing.delivery = ['Choose a delivery method.'];
      else if (needsDelivery && !(await hasDeliveryDetails(tx, order))) missing.delivery = ['Choose a parcel machine.'];
      if (!order.information) missing.information = ['Fill in the contact information.'];
      if (Object.keys(missing).length > 0) throw new ApiError(400, API_ERROR_CODE.ORDER_NOT_READY, 'The order is not ready for payment.', missing);
      // Products are bought as they are now, for the country they go to: one disabled, unpriced or
      // restricted there since it went into the cart (or since the order moved country) stops the order.
      const blocked = await unpurchasableProducts(tx, lines.flatMap((line) => (line.productId === null ? [] : [line.productId])), { ...viewer, deliveryCountryId: order.deliveryCountryId ?? viewer.deliveryCountryId });
      if (blocked.length > 0) throw new ApiError(400, API_ERROR_CODE.PRODUCT_NOT_PURCHASABLE, 'Some products of the order cannot be bought now.', { order_lines: blocked });
      if (lines.some((line) => line.kind === ORDER_LINE_KIND.EVENT)) await assertFewSeatHoldingOrders(tx, address, uuid);
      // Seats are taken before the provider is asked: a sold-out ticket must not be charged.
      await takeEventSeats(tx, uuid, viewer.locale);
      // Placed, awaiting payment: the order now holds its seats against parallel placements,
      // and stays open (payable again) until a payment succeeds.
      // The language it was placed in: its mails are written in it, even when a provider settles it.
      // Its seats are held while the shopper pays, not for ever (decision 0082).
      await tx.update(orders).set({ status: ORDER_STATUS.PENDING, locale: viewer.locale, seatsHeldUntil: seatHoldEnd() }).where(eq(orders.uuid, uuid));
      const [row] = await tx
        .insert(payments)
        .values({ orderUuid: uuid, provider: provider.name, method: body.method, status: PAYMENT_RESULT.PENDING, amount: order.totalWithCouponDiscount, clientAddress: address })
        .returning();
      return row!;
    });
    let started;
    try {
      started = await provider.startPayment({
        paymentUuid: created.uuid,
        orderUuid: uuid,
        amount: created.amount,
        method: body.method,
        locale: viewer.locale,
        returnUrl: `${config.storefrontOrigin}/order/${uuid}/payment-status?payment=${created.uuid}`,
        notificationUrl: `${config.apiPublicOrigin}${MONTONIO_NOTIFICATION_PATH}`,
        testResult: body.test_result as PaymentResult | undefined,
      });
    } catch (error) {
      await recordStartOutcome(db, created.uuid, PAYMENT_RESULT.FAILED, created.providerReference ?? '');
      throw error;
    }
    const payment = confirmWhenSettled(db, config, await recordStartOutcome(db, created.uuid, started.status, started.providerReference), viewer);
    const order = await loadOrder(db, uuid, viewer);
    return c.json(serializePayment(payment, order.status, started.redirectUrl), 201);
  });

  app.get('/payments/:uuid/', async (c) => {
    const { uuid } = readParams(c, uuidParams);
    const [payment] = await c.var.db.select().from(payments).where(eq(payments.uuid, uuid));
    if (!payment) throw notFound(API_ERROR_CODE.PAYMENT_NOT_FOUND, 'Payment not found.');
    const order = await loadOrder(c.var.db, payment.orderUuid, c.var.viewer).catch(() => {
      throw notFound(API_ERROR_CODE.PAYMENT_NOT_FOUND, 'Payment not found.');
    });
    return c.json(serializePayment(payment, order.status));
  });

  // The shopper's browser back from the provider with its signed token: the outcome is known at
  // once even when the provider's notification is late. The token, not the caller, is trusted.
  app.post('/payments/:uuid/return/', async (c) => {
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, paymentReturnSchema);
    const [payment] = await c.var.db.select().from(payments).where(eq(payments.uuid, uuid));
    if (!payment) throw notFound(API_ERROR_CODE.PAYMENT_NOT_FOUND, 'Payment not found.');
    const order = await loadOrder(c.var.db, payment.orderUuid, c.var.viewer).catch(() => {
      throw notFound(API_ERROR_CODE.PAYMENT_NOT_FOUND, 'Payment not found.');
    });
    const updated = confirmWhenSettled(c.var.db, c.var.config, await applyToken(c.var.db, paymentProvider(c.var.config, payment.provider), body.order_token, uuid), c.var.viewer);
    const fresh = updated.status === payment.status ? order : await loadOrder(c.var.db, payment.orderUuid, c.var.viewer);
    return c.json(serializePayment(updated, fresh.status));
  });

  return app;
}

/** The providers' webhooks, at the app root (see MONTONIO_NOTIFICATION_PATH). */
export function paymentWebhookRoutes() {
  const app = new Hono<AppEnv>();
  app.post(MONTONIO_NOTIFICATION_PATH, async (c) => {
    const body = await readBody(c, montonioNotificationSchema);
    confirmWhenSettled(c.var.db, c.var.config, await applyToken(c.var.db, paymentProvider(c.var.config, MONTONIO), body.orderToken), undefined);
    return c.json({ received: true });
  });
  return app;
}

const PAYMENTS = 'payments';
const paymentResponse = z
  .object({
    uuid: z.guid(),
    order: z.guid(),
    provider: z.string(),
    method: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amount: numericStringSchema,
    order_status: z.enum(ORDER_STATUS),
    created_at: z.iso.datetime({ offset: true }),
    /** Redirect providers (montonio): the provider's page the shopper pays on. */
    redirect_url: z.url().optional(),
  })
  .meta({ id: 'Payment' });

export const paymentDocs = operations([
  { method: 'get', path: '/payments/options/', summary: 'Payment providers and methods offered here', tag: PAYMENTS, auth: 'public', response: { status: 200, description: '`[{provider, method}]`, real providers first; the built-in `test` provider only with PAYMENT_TEST_PROVIDER=enabled.', schema: z.array(z.object({ provider: z.string(), method: z.string() })) } },
  { method: 'post', path: '/orders/:uuid/payments/', summary: 'Start paying an order', tag: PAYMENTS, auth: 'optional', params: uuidParams, body: paymentSchema, response: { status: 201, description: 'The payment with the order status; a redirect provider (montonio) adds `redirect_url`, the page the shopper pays on.', schema: paymentResponse }, errors: [404, 409, 429], description: '400 PAYMENT_PROVIDER_NOT_AVAILABLE when the provider is not offered here (the built-in `test` provider only with PAYMENT_TEST_PROVIDER=enabled, never in production); 400 PAYMENT_METHOD_NOT_AVAILABLE for a method the provider does not offer. 400 ORDER_NOT_READY lists what is missing (lines, delivery, information). 400 PRODUCT_NOT_PURCHASABLE when a product can no longer be bought for the order\'s delivery country (disabled, unpriced or restricted since it went into the cart; `errors.order_lines` names them); nothing is written. 400 TICKET_NOT_AVAILABLE when an event ticket has ended or has too few seats left (`tickets`: id, name, reason, tickets_left); seats are taken atomically with the status change, nothing is written on refusal. 409 PRICES_CHANGED when staff changed a product\'s or ticket\'s price since it went into the order: the order\'s lines and totals now hold the new prices and nothing is charged; paying again pays the new total. An unpaid event order holds its seats for EVENT_SEAT_HOLD_MINUTES (30) after the payment starts, or until that payment fails or is cancelled; 429 TOO_MANY_REQUESTS when the client already holds seats in MAX_SEAT_HOLDING_ORDERS_PER_CLIENT (3) other unpaid orders. A paid order is confirmed by e-mail to the information step\'s address (after the answer, also when a provider\'s notification settles it). 502 PAYMENT_PROVIDER_FAILED when the provider cannot be reached (the payment is recorded as failed; nothing was charged).' },
  { method: 'get', path: '/payments/:uuid/', summary: 'One payment', tag: PAYMENTS, auth: 'optional', params: uuidParams, response: { status: 200, description: 'The payment.', schema: paymentResponse }, errors: [404] },
  { method: 'post', path: '/payments/:uuid/return/', summary: "The provider's signed token from the shopper's return", tag: PAYMENTS, auth: 'optional', params: uuidParams, body: paymentReturnSchema, response: { status: 200, description: 'The payment after the report was applied.', schema: paymentResponse }, errors: [404], description: 'The token (Montonio: the `order-token` query parameter of the return URL) is verified by signature, access key, payment and amount; 400 PAYMENT_REPORT_INVALID otherwise, and nothing changes. Repeats change nothing; a successful payment is final.' },
]);
export const paymentWebhookDocs = operations([
  { method: 'post', path: MONTONIO_NOTIFICATION_PATH, summary: "Montonio's payment notification (webhook)", tag: PAYMENTS, auth: 'public', body: montonioNotificationSchema, response: { status: 200, description: '`{received: true}`', schema: z.object({ received: z.literal(true) }) }, description: 'Called by Montonio, not by the store. The order token must be signed with MONTONIO_SECRET_KEY for this access key and match the payment and its amount; 400 PAYMENT_REPORT_INVALID otherwise, and nothing changes. Idempotent: repeats change nothing.' },
]);
