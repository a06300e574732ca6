import { describe, it, expect } from 'vitest';
import { isAnonymousOrderKept, isOrderChangeBlocked, shouldPollOrderLines } from './orderStatusRules';
import { ORDER_STATUS } from '../enums/orderStatus';

describe('order status rules', () => {
  it('polls lines of draft and pending orders only', () => {
    expect(shouldPollOrderLines(ORDER_STATUS.DRAFT)).toBe(true);
    expect(shouldPollOrderLines(ORDER_STATUS.PENDING)).toBe(true);
    expect(shouldPollOrderLines(ORDER_STATUS.SUBMITTED)).toBe(false);
    expect(shouldPollOrderLines(ORDER_STATUS.EVENT_DRAFT)).toBe(false);
  });
  it('keeps anonymous draft and event-draft orders only', () => {
    expect(isAnonymousOrderKept(1)).toBe(true);
    expect(isAnonymousOrderKept(7)).toBe(true);
    expect(isAnonymousOrderKept(5)).toBe(false);
    expect(isAnonymousOrderKept(6)).toBe(false);
  });
  it('blocks changes unless pending or on an event checkout route', () => {
    expect(isOrderChangeBlocked(ORDER_STATUS.PENDING, false)).toBe(false);
    expect(isOrderChangeBlocked(ORDER_STATUS.FULFILLED, true)).toBe(false);
    expect(isOrderChangeBlocked(ORDER_STATUS.SUBMITTED, false)).toBe(true);
  });
});
