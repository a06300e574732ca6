export const FIRST_PAGE = 1;
/** Pages shown on each side of the current page. */
export const PAGINATION_SIBLING_COUNT = 1;
/** A gap of exactly this many hidden pages is shown as the page itself, not an ellipsis. */
export const PAGINATION_SINGLE_GAP = 1;

/**
 * Page sizes the spec does not give. Search pages hold 24 (divisible by the 2/3/4/6 column
 * grids); order history 10 rows; other lists 20 like the product lists limit.
 */
export const PAGE_SIZE = {
  DEFAULT: 20,
  PRODUCT_SEARCH: 24,
  ORDER_HISTORY: 10,
  COMPOSED_LIST: 12,
  ADMIN_LIST: 25,
} as const;

/**
 * The largest page an admin list answers. Screens that need every row (the creator's blocks of a
 * page) page through with it rather than read one page and silently drop the rest.
 */
export const MAX_ADMIN_PAGE_SIZE = 500;
