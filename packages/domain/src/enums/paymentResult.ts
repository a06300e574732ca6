export const PAYMENT_RESULT = {
  SUCCESS: 'success',
  PENDING: 'pending',
  FAILED: 'failed',
  /** The shopper left the provider's page without paying (decision 0042). */
  CANCELLED: 'cancelled',
} as const;
export type PaymentResult = (typeof PAYMENT_RESULT)[keyof typeof PAYMENT_RESULT];
