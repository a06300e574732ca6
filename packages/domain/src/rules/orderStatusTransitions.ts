import { ORDER_STATUS, type OrderStatus } from '../enums/orderStatus';
import { MS_PER_DAY } from '../constants/units';

/** Days without a change after which a draft order (a cart) counts as abandoned. */
export const ABANDONED_CART_AFTER_DAYS = 30;

const DRAFT_STATUSES: readonly number[] = [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT];

/** Drafts are carts: they have not been placed yet. */
export const isDraftOrderStatus = (status: number): boolean => DRAFT_STATUSES.includes(status);

/** The status's name (SUBMITTED for 2), or the number itself when it is not a status. */
export const orderStatusName = (status: number): string =>
  (Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[]).find((name) => ORDER_STATUS[name] === status) ?? String(status);

/**
 * The whole order lifecycle (docs/decisions/0016). Checkout moves a draft to PENDING (payment
 * started) or SUBMITTED (paid); PENDING becomes SUBMITTED when the payment succeeds. Staff move
 * placed orders on: SUBMITTED -> IN_PROGRESS -> FULFILLED, or CANCELED before fulfilment.
 * FULFILLED and CANCELED are final; nothing returns to a draft.
 */
const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [ORDER_STATUS.DRAFT]: [ORDER_STATUS.PENDING, ORDER_STATUS.SUBMITTED],
  [ORDER_STATUS.EVENT_DRAFT]: [ORDER_STATUS.PENDING, ORDER_STATUS.SUBMITTED],
  [ORDER_STATUS.PENDING]: [ORDER_STATUS.SUBMITTED, ORDER_STATUS.CANCELED],
  [ORDER_STATUS.SUBMITTED]: [ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.CANCELED],
  [ORDER_STATUS.IN_PROGRESS]: [ORDER_STATUS.FULFILLED, ORDER_STATUS.CANCELED],
  [ORDER_STATUS.FULFILLED]: [],
  [ORDER_STATUS.CANCELED]: [],
};

/**
 * Moves only the payment flow makes: they need a payment and settle loyalty points, so staff
 * cannot make them by hand.
 */
const PAYMENT_ONLY: readonly (readonly [number, number])[] = [
  [ORDER_STATUS.DRAFT, ORDER_STATUS.PENDING],
  [ORDER_STATUS.DRAFT, ORDER_STATUS.SUBMITTED],
  [ORDER_STATUS.EVENT_DRAFT, ORDER_STATUS.PENDING],
  [ORDER_STATUS.EVENT_DRAFT, ORDER_STATUS.SUBMITTED],
  [ORDER_STATUS.PENDING, ORDER_STATUS.SUBMITTED],
];

export const isOrderStatusTransition = (from: number, to: number): boolean =>
  (ORDER_STATUS_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);

/** The statuses staff may move an order in `from` to (pending-orders admin). */
export const staffOrderStatusTargets = (from: number): OrderStatus[] =>
  (ORDER_STATUS_TRANSITIONS[from as OrderStatus] ?? []).filter((to) => !PAYMENT_ONLY.some(([a, b]) => a === from && b === to));

/** Why staff may not move an order from `from` to `to`, naming both states; null when they may. */
export function staffOrderStatusRefusal(from: number, to: number): string | null {
  if (staffOrderStatusTargets(from).includes(to as OrderStatus)) return null;
  const names = `from ${orderStatusName(from)} to ${orderStatusName(to)}`;
  if (from === to) return `The order is already ${orderStatusName(from)}.`;
  if (isOrderStatusTransition(from, to)) return `Only a payment can move an order ${names}.`;
  const allowed = staffOrderStatusTargets(from).map(orderStatusName);
  return `An order cannot move ${names}${allowed.length > 0 ? `; allowed: ${allowed.join(', ')}` : `; ${orderStatusName(from)} is final`}.`;
}

/** A draft untouched for ABANDONED_CART_AFTER_DAYS or more is an abandoned cart. */
export const isAbandonedCart = (status: number, lastChangedAt: Date | number, now: Date | number): boolean =>
  isDraftOrderStatus(status) && Number(now) - Number(lastChangedAt) >= ABANDONED_CART_AFTER_DAYS * MS_PER_DAY;
