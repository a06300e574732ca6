export const FILTER = {
  CAMPAIGN: 'campaign',
  CATEGORY: 'category',
  BRAND: 'brand',
  PRICE: 'price',
  LOCATION: 'location',
  LANGUAGE: 'language',
  EVENT_CATEGORY: 'event_category',
  DATE: 'date',
  PARAMETER: 'parameter',
  SORT: 'sort',
  DISCOUNT_RATE: 'discount_rate',
} as const;
export type Filter = (typeof FILTER)[keyof typeof FILTER];

/** Filters whose value is a start-end range rather than a single choice. */
export const RANGE_FILTERS: readonly Filter[] = [FILTER.PRICE, FILTER.DISCOUNT_RATE];

/**
 * Orders the product search accepts in its sort parameter (the API validates against this list,
 * the storefront's sort control offers it), so both sides cannot drift apart.
 */
export const PRODUCT_SORTS = ['relevance', 'popular', 'newest', 'price_asc', 'price_desc', 'discount', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const isProductSort = (value: string): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value);
