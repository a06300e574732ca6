import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../enums/orderStatus';
import { orderStatusNews } from './orderStatusNews';

describe('orderStatusNews', () => {
  it('tells of a cancellation, of products and of tickets', () => {
    expect(orderStatusNews(ORDER_STATUS.CANCELED, false, 'COURIER')).toBe('canceled');
    expect(orderStatusNews(ORDER_STATUS.CANCELED, true, null)).toBe('ticketsCanceled');
  });
  it('tells that fulfilled products are on their way, or ready where they are picked up', () => {
    expect(orderStatusNews(ORDER_STATUS.FULFILLED, false, 'COURIER')).toBe('sent');
    expect(orderStatusNews(ORDER_STATUS.FULFILLED, false, 'PARCEL_MACHINE')).toBe('sent');
    expect(orderStatusNews(ORDER_STATUS.FULFILLED, false, 'PICKUP')).toBe('readyForPickup');
  });
  it('tells nothing of work in progress or of an event that took place', () => {
    expect(orderStatusNews(ORDER_STATUS.IN_PROGRESS, false, 'COURIER')).toBeNull();
    expect(orderStatusNews(ORDER_STATUS.FULFILLED, true, null)).toBeNull();
    expect(orderStatusNews(ORDER_STATUS.SUBMITTED, false, 'COURIER')).toBeNull();
  });
});
