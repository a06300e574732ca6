export const PRODUCT_LIST_KIND = {
  PRODUCT: 'product',
  TEMPLATE_GROUP: 'template_group',
  BRAND: 'brand',
  PROFESSIONAL_PRODUCTS: 'professional_products',
} as const;
export type ProductListKind = (typeof PRODUCT_LIST_KIND)[keyof typeof PRODUCT_LIST_KIND];
