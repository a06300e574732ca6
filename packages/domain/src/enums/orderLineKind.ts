export const ORDER_LINE_KIND = {
  PRODUCT: 'PRODUCT',
  EVENT: 'EVENT',
} as const;
