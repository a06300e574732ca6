export const ORDER_LINE_KIND = {
  PRODUCT: 'PRODUCT',
  EVENT: 'EVENT',
} as const;
export type OrderLineKind = (typeof ORDER_LINE_KIND)[keyof typeof ORDER_LINE_KIND];
