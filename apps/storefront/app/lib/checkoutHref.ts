/** The checkout's steps as path segments under /order/:uuid/. */
export type CheckoutStep = 'delivery' | 'information' | 'payment' | 'payment-status' | 'success' | 'failed' | 'event-information' | 'event-payment';

/** The address of an order's checkout step (its own module: pages outside the checkout link to it without loading it). */
export const checkoutHref = (uuid: string, step: CheckoutStep, search = '') => `/order/${uuid}/${step}${search}`;
