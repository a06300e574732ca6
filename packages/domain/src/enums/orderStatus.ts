export const ORDER_STATUS = {
  DRAFT: 1,
  SUBMITTED: 2,
  IN_PROGRESS: 3,
  CANCELED: 4,
  FULFILLED: 5,
  PENDING: 6,
  EVENT_DRAFT: 7,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
