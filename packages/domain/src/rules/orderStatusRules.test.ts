import { describe, it, expect } from 'vitest';
import { isAnonymousOrderKept, isEventCheckoutPath, isOpenOrderStatus, isOrderChangeBlocked, isOrderEditBlocked, shouldPollOrderLines } from './orderStatusRules';
import { ORDER_STATUS } from '../enums/orderStatus';

describe('order status rules', () => {
  it('treats drafts and pending orders as open and placed ones as closed', () => {
    expect([ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT, ORDER_STATUS.PENDING].every(isOpenOrderStatus)).toBe(true);
    expect([ORDER_STATUS.SUBMITTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.CANCELED, ORDER_STATUS.FULFILLED].some(isOpenOrderStatus)).toBe(false);
  });

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
  it('recognises the event checkout routes only', () => {
    expect(isEventCheckoutPath('/order/abc/event-information')).toBe(true);
    expect(isEventCheckoutPath('/order/abc/event-payment/')).toBe(true);
    expect(isEventCheckoutPath('/order/event-payment')).toBe(true);
    expect(isEventCheckoutPath('/order/abc/payment')).toBe(false);
    expect(isEventCheckoutPath('/events/event-payment')).toBe(false);
  });
  it('lets carts change anywhere and placed orders only while pending or on an event checkout route', () => {
    for (const status of [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT]) {
      expect(isOrderEditBlocked(status, '/')).toBe(false);
      expect(isOrderEditBlocked(status, '/order/abc/delivery')).toBe(false);
    }
    expect(isOrderEditBlocked(ORDER_STATUS.PENDING, '/order/abc/payment')).toBe(false);
    for (const status of [ORDER_STATUS.SUBMITTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.CANCELED, ORDER_STATUS.FULFILLED]) {
      expect(isOrderEditBlocked(status, '/')).toBe(true);
      expect(isOrderEditBlocked(status, '/order/abc/delivery')).toBe(true);
      expect(isOrderEditBlocked(status, '/order/abc/event-payment')).toBe(false);
    }
  });
});
