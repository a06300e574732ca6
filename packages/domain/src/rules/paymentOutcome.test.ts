import { describe, expect, it } from 'vitest';
import { PAYMENT_RESULT } from '../enums/paymentResult';
import { paymentOutcomeChanges, paymentOutcomePage } from './paymentOutcome';

describe('paymentOutcomeChanges', () => {
  it('ignores repeats of the recorded outcome', () => {
    for (const status of Object.values(PAYMENT_RESULT)) expect(paymentOutcomeChanges(status, status)).toBe(false);
  });
  it('keeps a successful payment final', () => {
    expect(paymentOutcomeChanges(PAYMENT_RESULT.SUCCESS, PAYMENT_RESULT.CANCELLED)).toBe(false);
    expect(paymentOutcomeChanges(PAYMENT_RESULT.SUCCESS, PAYMENT_RESULT.FAILED)).toBe(false);
    expect(paymentOutcomeChanges(PAYMENT_RESULT.SUCCESS, PAYMENT_RESULT.PENDING)).toBe(false);
  });
  it('lets pending, failed and cancelled payments move on', () => {
    expect(paymentOutcomeChanges(PAYMENT_RESULT.PENDING, PAYMENT_RESULT.SUCCESS)).toBe(true);
    expect(paymentOutcomeChanges(PAYMENT_RESULT.PENDING, PAYMENT_RESULT.CANCELLED)).toBe(true);
    expect(paymentOutcomeChanges(PAYMENT_RESULT.CANCELLED, PAYMENT_RESULT.SUCCESS)).toBe(true);
    expect(paymentOutcomeChanges(PAYMENT_RESULT.FAILED, PAYMENT_RESULT.SUCCESS)).toBe(true);
  });
});

describe('paymentOutcomePage', () => {
  it('waits while pending and sends every other outcome to its page', () => {
    expect(paymentOutcomePage(PAYMENT_RESULT.PENDING)).toBeNull();
    expect(paymentOutcomePage(PAYMENT_RESULT.SUCCESS)).toBe('success');
    expect(paymentOutcomePage(PAYMENT_RESULT.FAILED)).toBe('failed');
    expect(paymentOutcomePage(PAYMENT_RESULT.CANCELLED)).toBe('failed');
  });
});
