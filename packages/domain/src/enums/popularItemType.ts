export const POPULAR_ITEM_TYPE = {
  CATEGORY: 'category',
  BRAND: 'brand',
} as const;
