import { describe, expect, it } from 'vitest';
import { writeFailureDisplay } from './writeFailure';

describe('writeFailureDisplay', () => {
  it('opens the something-went-wrong modal without an answer or on a server error', () => {
    expect(writeFailureDisplay({ status: null })).toEqual({ kind: 'something-went-wrong' });
    expect(writeFailureDisplay({ status: 500, code: 'INTERNAL_ERROR' })).toEqual({ kind: 'something-went-wrong' });
    expect(writeFailureDisplay({ status: 302 })).toEqual({ kind: 'something-went-wrong' });
  });

  it('leaves a 401 to the login reset', () => {
    expect(writeFailureDisplay({ status: 401, code: 'INVALID_TOKEN' })).toEqual({ kind: 'none' });
  });

  it('explains a 409 on a placed order, known codes and throttling in the shop’s words', () => {
    expect(writeFailureDisplay({ status: 409, code: 'ORDER_NOT_EDITABLE' })).toEqual({ kind: 'order-placed' });
    expect(writeFailureDisplay({ status: 400, code: 'PRODUCT_NOT_PURCHASABLE' })).toEqual({ kind: 'explained', code: 'PRODUCT_NOT_PURCHASABLE' });
    expect(writeFailureDisplay({ status: 404, code: 'ORDER_NOT_FOUND' })).toEqual({ kind: 'explained', code: 'ORDER_NOT_FOUND' });
    expect(writeFailureDisplay({ status: 429, code: 'ACCOUNT_LOCKED' })).toEqual({ kind: 'explained', code: 'TOO_MANY_REQUESTS' });
    expect(writeFailureDisplay({ status: 400, code: 'PAYMENT_REPORT_INVALID' })).toEqual({ kind: 'explained', code: 'PAYMENT_REPORT_INVALID' });
  });

  it('explains an unreachable payment provider (502) instead of "something went wrong"', () => {
    expect(writeFailureDisplay({ status: 502, code: 'PAYMENT_PROVIDER_FAILED' })).toEqual({ kind: 'explained', code: 'PAYMENT_PROVIDER_FAILED' });
    expect(writeFailureDisplay({ status: 502, code: 'BAD_GATEWAY' })).toEqual({ kind: 'something-went-wrong' });
  });

  it('lists field errors, otherwise shows the message', () => {
    expect(writeFailureDisplay({ status: 400, code: 'VALIDATION_ERROR', fieldErrors: { quantity: ['Too many.'] } })).toEqual({ kind: 'field-errors' });
    expect(writeFailureDisplay({ status: 400, code: 'VALIDATION_ERROR', fieldErrors: {} })).toEqual({ kind: 'message' });
  });
});
