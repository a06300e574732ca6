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
