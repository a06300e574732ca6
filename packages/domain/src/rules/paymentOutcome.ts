import { PAYMENT_RESULT, type PaymentResult } from '../enums/paymentResult';

/**
 * Whether a provider's later word may change a recorded payment. Providers repeat their
 * notifications and the shopper's return carries the same news, so a repeat changes nothing;
 * a settled (successful) payment is final: money taken is undone by a refund, never by a late
 * "abandoned". Anything else may still become paid (a bank link confirmed after a pending spell).
 */
export function paymentOutcomeChanges(recorded: PaymentResult, reported: PaymentResult): boolean {
  return recorded !== reported && recorded !== PAYMENT_RESULT.SUCCESS;
}

/** Where the payment-status page sends the shopper once the outcome is known; null = keep waiting. */
export function paymentOutcomePage(status: PaymentResult): 'success' | 'failed' | null {
  if (status === PAYMENT_RESULT.PENDING) return null;
  return status === PAYMENT_RESULT.SUCCESS ? 'success' : 'failed';
}
