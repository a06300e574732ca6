export const CHECKOUT_STEP = {
  DELIVERY: 'delivery',
  INFORMATION: 'information',
  PAYMENT: 'payment',
} as const;
export type CheckoutStep = (typeof CHECKOUT_STEP)[keyof typeof CHECKOUT_STEP];
