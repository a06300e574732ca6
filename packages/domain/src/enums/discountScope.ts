export const DISCOUNT_SCOPE = {
  ALL_PRODUCTS: 'all_products',
  FULL_PRICE_PRODUCTS: 'full_price_products',
  CHEAPEST_PRODUCT: 'cheapest_product',
  SPECIFIC_PRODUCTS: 'specific_products',
  TRANSPORT: 'transport',
} as const;
export type DiscountScope = (typeof DISCOUNT_SCOPE)[keyof typeof DISCOUNT_SCOPE];
