export const PRODUCT_HIGHLIGHT_LIST = {
  HIGHLIGHTED: 'highlighted',
  BUSINESS_HIGHLIGHTED: 'business_highlighted',
  POPULAR: 'popular',
  BUSINESS_POPULAR: 'business_popular',
  FAIR_FAVOURITES: 'fair_favourites',
  BRAND_FAVOURITES: 'brand_favourites',
} as const;
export type ProductHighlightList = (typeof PRODUCT_HIGHLIGHT_LIST)[keyof typeof PRODUCT_HIGHLIGHT_LIST];
