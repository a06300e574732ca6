export const PAYMENT_METHOD = {
  CREDIT: 'CREDIT',
  CREDIT_CARD: 'CREDIT_CARD',
  BANK: 'BANK',
  LEASE: 'LEASE',
  INVOICE: 'INVOICE',
  NO_PAYMENT: 'NO_PAYMENT',
  APPLE_PAY: 'APPLE_PAY',
} as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
