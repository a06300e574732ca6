import { describe, expect, it } from 'vitest';
import { ORDER_LINE_KIND } from '../enums/orderLineKind';
import { ORDER_STATUS } from '../enums/orderStatus';
import { isEventOrder, orderLineKindFor } from './orderLineKindFor';

describe('orderLineKindFor', () => {
  it('an event order takes tickets, a cart products, whatever they hold', () => {
    expect(orderLineKindFor(ORDER_STATUS.EVENT_DRAFT, [])).toBe(ORDER_LINE_KIND.EVENT);
    expect(orderLineKindFor(ORDER_STATUS.EVENT_DRAFT, [ORDER_LINE_KIND.PRODUCT])).toBe(ORDER_LINE_KIND.EVENT);
    expect(orderLineKindFor(ORDER_STATUS.DRAFT, [])).toBe(ORDER_LINE_KIND.PRODUCT);
    expect(orderLineKindFor(ORDER_STATUS.DRAFT, [ORDER_LINE_KIND.EVENT])).toBe(ORDER_LINE_KIND.PRODUCT);
  });
  it('a placed order keeps the kind of its lines', () => {
    expect(orderLineKindFor(ORDER_STATUS.PENDING, [ORDER_LINE_KIND.EVENT, ORDER_LINE_KIND.EVENT])).toBe(ORDER_LINE_KIND.EVENT);
    expect(orderLineKindFor(ORDER_STATUS.SUBMITTED, [ORDER_LINE_KIND.PRODUCT])).toBe(ORDER_LINE_KIND.PRODUCT);
  });
  it('tells nothing for a placed order without lines', () => {
    expect(orderLineKindFor(ORDER_STATUS.PENDING, [])).toBeNull();
  });
});

describe('isEventOrder', () => {
  it('an event draft, or a placed order of tickets; never a cart', () => {
    expect(isEventOrder(ORDER_STATUS.EVENT_DRAFT)).toBe(true);
    expect(isEventOrder(ORDER_STATUS.PENDING, [ORDER_LINE_KIND.EVENT])).toBe(true);
    expect(isEventOrder(ORDER_STATUS.DRAFT)).toBe(false);
    expect(isEventOrder(ORDER_STATUS.PENDING, [ORDER_LINE_KIND.PRODUCT])).toBe(false);
    expect(isEventOrder(ORDER_STATUS.PENDING)).toBe(false);
  });
});
