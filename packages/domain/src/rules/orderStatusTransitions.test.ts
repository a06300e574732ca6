import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../enums/orderStatus';
import {
  ABANDONED_CART_AFTER_DAYS,
  isAbandonedCart,
  isDraftOrderStatus,
  isOrderStatusTransition,
  orderStatusName,
  staffOrderStatusRefusal,
  staffOrderStatusTargets,
} from './orderStatusTransitions';

const DAY = 24 * 60 * 60 * 1000;

describe('order status transitions', () => {
  it('walks the lifecycle forward only', () => {
    expect(isOrderStatusTransition(ORDER_STATUS.DRAFT, ORDER_STATUS.PENDING)).toBe(true);
    expect(isOrderStatusTransition(ORDER_STATUS.PENDING, ORDER_STATUS.SUBMITTED)).toBe(true);
    expect(isOrderStatusTransition(ORDER_STATUS.SUBMITTED, ORDER_STATUS.IN_PROGRESS)).toBe(true);
    expect(isOrderStatusTransition(ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.FULFILLED)).toBe(true);
    expect(isOrderStatusTransition(ORDER_STATUS.FULFILLED, ORDER_STATUS.CANCELED)).toBe(false);
    expect(isOrderStatusTransition(ORDER_STATUS.SUBMITTED, ORDER_STATUS.DRAFT)).toBe(false);
    expect(isOrderStatusTransition(ORDER_STATUS.CANCELED, ORDER_STATUS.SUBMITTED)).toBe(false);
    expect(isOrderStatusTransition(99, ORDER_STATUS.SUBMITTED)).toBe(false);
  });

  it('leaves payment moves to the payment flow', () => {
    expect(staffOrderStatusTargets(ORDER_STATUS.PENDING)).toEqual([ORDER_STATUS.CANCELED]);
    expect(staffOrderStatusTargets(ORDER_STATUS.SUBMITTED)).toEqual([ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.CANCELED]);
    expect(staffOrderStatusTargets(ORDER_STATUS.IN_PROGRESS)).toEqual([ORDER_STATUS.FULFILLED, ORDER_STATUS.CANCELED]);
    expect(staffOrderStatusTargets(ORDER_STATUS.DRAFT)).toEqual([]);
    expect(staffOrderStatusTargets(ORDER_STATUS.FULFILLED)).toEqual([]);
  });

  it('explains a refusal naming both states', () => {
    expect(staffOrderStatusRefusal(ORDER_STATUS.SUBMITTED, ORDER_STATUS.IN_PROGRESS)).toBeNull();
    expect(staffOrderStatusRefusal(ORDER_STATUS.FULFILLED, ORDER_STATUS.CANCELED)).toBe('An order cannot move from FULFILLED to CANCELED; FULFILLED is final.');
    expect(staffOrderStatusRefusal(ORDER_STATUS.SUBMITTED, ORDER_STATUS.FULFILLED)).toBe(
      'An order cannot move from SUBMITTED to FULFILLED; allowed: IN_PROGRESS, CANCELED.',
    );
    expect(staffOrderStatusRefusal(ORDER_STATUS.PENDING, ORDER_STATUS.SUBMITTED)).toBe('Only a payment can move an order from PENDING to SUBMITTED.');
    expect(staffOrderStatusRefusal(ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.IN_PROGRESS)).toBe('The order is already IN_PROGRESS.');
  });

  it('names statuses', () => {
    expect(orderStatusName(ORDER_STATUS.EVENT_DRAFT)).toBe('EVENT_DRAFT');
    expect(orderStatusName(42)).toBe('42');
  });

  it('tells drafts and abandoned carts', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isDraftOrderStatus(ORDER_STATUS.DRAFT)).toBe(true);
    expect(isDraftOrderStatus(ORDER_STATUS.EVENT_DRAFT)).toBe(true);
    expect(isDraftOrderStatus(ORDER_STATUS.PENDING)).toBe(false);
    expect(isAbandonedCart(ORDER_STATUS.DRAFT, now.getTime() - ABANDONED_CART_AFTER_DAYS * DAY, now)).toBe(true);
    expect(isAbandonedCart(ORDER_STATUS.DRAFT, now.getTime() - ABANDONED_CART_AFTER_DAYS * DAY + 1, now)).toBe(false);
    expect(isAbandonedCart(ORDER_STATUS.SUBMITTED, 0, now)).toBe(false);
  });
});
