import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALE_CODE, ORDER_STATUS, PAYMENT_RESULT, isLocaleCode, isOpenOrderStatus, loyaltyPointsEarned, paymentOutcomeChanges, type PaymentResult } from '@salon/domain';
import type { Database, Executor } from '../db/client';
import { customers, loyaltyAccounts, loyaltyTransactions, orders, payments } from '../db/schema';
import { ApiError } from '../lib/errors';
import { takeEventSeats } from './eventSeats';
import { toCents } from '../lib/money';
import type { OrderRow } from './orders';
import { InvalidProviderReport, type ProviderReport } from '../payments/provider';

export type PaymentRow = typeof payments.$inferSelect;

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

/**
 * Records a payment's outcome on the payment and its order, in the caller's transaction with
 * the payment row locked. Success settles the order once: only while the order is still open
 * and only for the amount the order now costs. A shopper who changed the (pending, still
 * editable) order after leaving for the bank paid for a different order; that payment is kept
 * as paid for staff to reconcile and the order stays open (decision 0042). Pending marks the
 * order as waiting for payment; failed and cancelled leave it open to be paid again.
 */
async function recordOutcome(tx: Executor, payment: PaymentRow, status: PaymentResult, providerReference: string): Promise<RecordedOutcome> {
  const [updated] = await tx.update(payments).set({ status, providerReference, updatedAt: new Date() }).where(eq(payments.uuid, payment.uuid)).returning();
  const [order] = await tx.select().from(orders).where(eq(orders.uuid, payment.orderUuid)).for('update');
  if (!order || !isOpenOrderStatus(order.status)) return { payment: updated!, settled: false };
  if (status === PAYMENT_RESULT.SUCCESS) {
    // Totals are kept current by every order change (changeOrder recalculates them).
    if (toCents(order.totalWithCouponDiscount) !== toCents(payment.amount)) {
      console.warn(`payments: payment ${payment.uuid} paid ${payment.amount} EUR but order ${order.uuid} now costs ${order.totalWithCouponDiscount} EUR; left open for staff`);
    } else if (!(await seatsStillFree(tx, order))) {
      console.warn(`payments: payment ${payment.uuid} for order ${order.uuid} arrived after its seat hold ended and the seats were sold meanwhile; left open for staff`);
    } else {
      await settlePaidOrder(tx, order);
      return { payment: updated!, settled: true };
    }
  } else if (status === PAYMENT_RESULT.PENDING) {
    await tx.update(orders).set({ status: ORDER_STATUS.PENDING }).where(eq(orders.uuid, order.uuid));
  } else if (!(await hasOtherPendingPayment(tx, order.uuid, payment.uuid))) {
    // Failed or cancelled, and no other payment under way: the seats go back to other buyers at
    // once; paying again takes them again if they are still free (decision 0082).
    await tx.update(orders).set({ seatsHeldUntil: new Date() }).where(eq(orders.uuid, order.uuid));
  }
  return { payment: updated!, settled: false };
}

async function hasOtherPendingPayment(tx: Executor, orderUuid: string, paymentUuid: string): Promise<boolean> {
  const [other] = await tx
    .select({ uuid: payments.uuid })
    .from(payments)
    .where(and(eq(payments.orderUuid, orderUuid), ne(payments.uuid, paymentUuid), eq(payments.status, PAYMENT_RESULT.PENDING)))
    .limit(1);
  return other !== undefined;
}

/**
 * Whether a paid order may take its seats: always while its hold lasts; after it ended (a bank
 * that answered late), only if they were not sold meanwhile (takeEventSeats, under its locks).
 */
async function seatsStillFree(tx: Executor, order: OrderRow): Promise<boolean> {
  if (order.seatsHeldUntil === null || order.seatsHeldUntil > new Date()) return true;
  // An order without tickets passes: takeEventSeats finds nothing to take.
  try {
    await takeEventSeats(tx, order.uuid, isLocaleCode(order.locale) ? order.locale : LOCALE_CODE.ET);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** A recorded outcome; `settled` = this outcome placed the order (its confirmation mail is due). */
export interface RecordedOutcome {
  payment: PaymentRow;
  settled: boolean;
}

/** The immediate answer of a provider when the payment starts (the test provider settles here). */
export async function recordStartOutcome(db: Database, paymentUuid: string, status: PaymentResult, providerReference: string): Promise<RecordedOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.uuid, paymentUuid)).for('update');
    return recordOutcome(tx, payment!, status, providerReference);
  });
}

/**
 * A provider's signed report (webhook or the shopper's return), applied at most once: repeats,
 * and news after a success, change nothing (domain paymentOutcomeChanges). A report for a
 * payment this provider does not hold, for another amount, or for another provider order is
 * refused as invalid; nothing is written then.
 */
export async function applyProviderReport(db: Database, providerName: string, report: ProviderReport): Promise<RecordedOutcome> {
  if (!z.uuid().safeParse(report.paymentUuid).success) throw new InvalidProviderReport('The report names no payment of this store.');
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.uuid, report.paymentUuid), eq(payments.provider, providerName)))
      .for('update');
    if (!payment) throw new InvalidProviderReport('The report names no payment of this provider.');
    if (payment.providerReference !== null && payment.providerReference !== report.providerReference) throw new InvalidProviderReport('The report is for another provider order.');
    if (toCents(report.amount) !== toCents(payment.amount)) throw new InvalidProviderReport('The report is for another amount.');
    if (report.status === null || !paymentOutcomeChanges(payment.status as PaymentResult, report.status)) return { payment, settled: false };
    return recordOutcome(tx, payment, report.status, report.providerReference);
  });
}
