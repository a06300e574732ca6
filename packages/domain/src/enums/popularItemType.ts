export const POPULAR_ITEM_TYPE = {
  CATEGORY: 'category',
  BRAND: 'brand',
} as const;
export type PopularItemType = (typeof POPULAR_ITEM_TYPE)[keyof typeof POPULAR_ITEM_TYPE];
