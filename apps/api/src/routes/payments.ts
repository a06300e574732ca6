import { Hono } from 'hono';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { ORDER_LINE_KIND, ORDER_STATUS, PAYMENT_RESULT, deliveryNeedsParcelMachine, loyaltyPointsEarned, type PaymentResult } from '@salon/domain';
import type { AppEnv } from '../context';
import type { Executor } from '../db/client';
import { customers, deliveryMethods, loyaltyAccounts, loyaltyTransactions, orderLines, orders, payments } from '../db/schema';
import { readBody, readParams, uuidParam } from '../lib/validate';
import { API_ERROR_CODE, ApiError, badRequest, notFound } from '../lib/errors';
import { toCents } from '../lib/money';
import { changeOrder, loadOrder, type OrderRow } from '../services/orders';
import { takeEventSeats } from '../services/eventSeats';
import { availablePaymentProviders } from '../payments/provider';
import { paymentSchema } from '../validation/orders';
import { operations } from '../openapi/registry';
import { runAfterResponse } from '../lib/afterResponse';
import { sendOrderConfirmation } from '../mail/orderConfirmation';

const uuidParams = z.object({ uuid: uuidParam });

/**
 * Paid: the order is submitted, spent points leave the balance, and a member earns points by
 * their tier (domain loyaltyPointsEarned: 10 / 15 / 20 % of the goods paid, by the spend before
 * this order); the spend grows, which moves the tier. A customer outside the programme (never
 * joined, or left) earns nothing and keeps no spend.
 */
async function settlePaidOrder(tx: Executor, order: OrderRow) {
  await tx.update(orders).set({ status: ORDER_STATUS.SUBMITTED, submittedAt: new Date() }).where(eq(orders.uuid, order.uuid));
  if (!order.customerUuid) return;
  const [account] = await tx
    .select({ spent: loyaltyAccounts.totalSpentAmount, isLoyal: customers.isLoyal })
    .from(loyaltyAccounts)
    .innerJoin(customers, eq(customers.uuid, loyaltyAccounts.customerUuid))
    .where(eq(loyaltyAccounts.customerUuid, order.customerUuid))
    .for('update');
  if (!account?.isLoyal) return;
  const goodsPaidCents = toCents(order.linesTotal) - toCents(order.loyaltyDiscount);
  const earned = loyaltyPointsEarned(goodsPaidCents, Number(account.spent));
  const spent = order.useLoyaltyPoints ? order.usedLoyaltyPoints : 0;
  await tx
    .update(loyaltyAccounts)
    .set({
      pointsBalance: sql`${loyaltyAccounts.pointsBalance} - ${spent} + ${earned}`,
      totalSpentAmount: sql`${loyaltyAccounts.totalSpentAmount} + ${order.totalWithCouponDiscount}`,
    })
    .where(eq(loyaltyAccounts.customerUuid, order.customerUuid));
  const entries = [
    ...(spent > 0 ? [{ customerUuid: order.customerUuid, orderUuid: order.uuid, points: -spent, reason: 'Spent on order' }] : []),
    ...(earned > 0 ? [{ customerUuid: order.customerUuid, orderUuid: order.uuid, points: earned, reason: 'Earned on order' }] : []),
  ];
  if (entries.length > 0) await tx.insert(loyaltyTransactions).values(entries);
}

/** A parcel-machine order needs its machine; orders whose delivery step predates the choice have none. */
async function hasDeliveryDetails(tx: Executor, order: OrderRow): Promise<boolean> {
  const [method] = await tx.select({ kind: deliveryMethods.kind }).from(deliveryMethods).where(eq(deliveryMethods.id, order.deliveryMethodId!));
  return !deliveryNeedsParcelMachine(method?.kind) || Boolean(order.delivery?.parcel_machine);
}

function serializePayment(row: typeof payments.$inferSelect, orderStatus: number) {
  return { uuid: row.uuid, order: row.orderUuid, provider: row.provider, method: row.method, status: row.status, amount: row.amount, order_status: orderStatus, created_at: row.createdAt.toISOString() };
}

export function paymentRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/orders/:uuid/payments/', async (c) => {
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, paymentSchema);
    const offered = availablePaymentProviders(c.var.config);
    const provider = offered.get(body.provider);
    if (!provider) {
      const choice = offered.size > 0 ? `Use one of: ${[...offered.keys()].join(', ')}.` : 'No payment provider is configured on this server.';
      throw badRequest('This payment provider is not available.', { provider: [choice] }, API_ERROR_CODE.PAYMENT_PROVIDER_NOT_AVAILABLE);
    }
    const payment = await changeOrder(c.var.db, uuid, c.var.viewer, async (tx, order) => {
      const lines = await tx.select({ kind: orderLines.kind }).from(orderLines).where(eq(orderLines.orderUuid, uuid));
      const missing: Record<string, string[]> = {};
      if (lines.length === 0) missing.order_lines = ['The order has no lines.'];
      const needsDelivery = lines.some((line) => line.kind === ORDER_LINE_KIND.PRODUCT);
      if (needsDelivery && order.deliveryMethodId === null) missing.delivery = ['Choose a delivery method.'];
      else if (needsDelivery && !(await hasDeliveryDetails(tx, order))) missing.delivery = ['Choose a parcel machine.'];
      if (!order.information) missing.information = ['Fill in the contact information.'];
      if (Object.keys(missing).length > 0) throw new ApiError(400, API_ERROR_CODE.ORDER_NOT_READY, 'The order is not ready for payment.', missing);
      // Seats are taken before the provider is asked: a sold-out ticket must not be charged.
      await takeEventSeats(tx, uuid, c.var.viewer.locale);

      const [created] = await tx
        .insert(payments)
        .values({ orderUuid: uuid, provider: provider.name, method: body.method, status: PAYMENT_RESULT.PENDING, amount: order.totalWithCouponDiscount })
        .returning();
      const outcome = await provider.startPayment({ paymentUuid: created!.uuid, orderUuid: uuid, amount: created!.amount, method: body.method, testResult: body.test_result as PaymentResult | undefined });
      const [updated] = await tx.update(payments).set({ status: outcome.status, providerReference: outcome.providerReference, updatedAt: new Date() }).where(eq(payments.uuid, created!.uuid)).returning();
      if (outcome.status === PAYMENT_RESULT.SUCCESS) await settlePaidOrder(tx, order);
      else if (outcome.status === PAYMENT_RESULT.PENDING) await tx.update(orders).set({ status: ORDER_STATUS.PENDING }).where(eq(orders.uuid, uuid));
      return updated!;
    });
    const order = await loadOrder(c.var.db, uuid, c.var.viewer);
    if (payment.status === PAYMENT_RESULT.SUCCESS) {
      const { db, config, viewer } = c.var;
      runAfterResponse('order confirmation mail', () => sendOrderConfirmation(db, config, uuid, viewer));
    }
    return c.json(serializePayment(payment, order.status), 201);
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

  return app;
}

const PAYMENTS = 'payments';
export const paymentDocs = operations([
  { method: 'post', path: '/orders/:uuid/payments/', summary: 'Start paying an order', tag: PAYMENTS, auth: 'optional', params: uuidParams, body: paymentSchema, response: { status: 201, description: 'The payment with the order status.' }, errors: [404, 409], description: '400 PAYMENT_PROVIDER_NOT_AVAILABLE when the provider is not offered here (the built-in `test` provider only with PAYMENT_TEST_PROVIDER=enabled, never in production). 400 ORDER_NOT_READY lists what is missing (lines, delivery, information). 400 TICKET_NOT_AVAILABLE when an event ticket has ended or has too few seats left (`tickets`: id, name, reason, tickets_left); seats are taken atomically with the status change, nothing is written on refusal. A paid order is confirmed by e-mail to the information step\'s address (after the answer).' },
  { method: 'get', path: '/payments/:uuid/', summary: 'One payment', tag: PAYMENTS, auth: 'optional', params: uuidParams, response: { status: 200, description: 'The payment.' }, errors: [404] },
]);
