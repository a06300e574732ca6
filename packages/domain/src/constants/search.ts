export const SEARCH_SUGGESTIONS_LIMIT = 8;
export const GROUPED_CATEGORIES_LIMIT = 8;
export const QUICK_SEARCH_PAGE_SIZE = 5;
export const QUICK_SEARCH_PAGE = 1;
export const POPULAR_LIST_LIMIT = 5;
export const QUICK_CATEGORIES_LIMIT = 6;
/** Category buttons block shows this many children until "all categories" is pressed. */
export const CATEGORY_BUTTONS_VISIBLE = 6;
/** The search results page reads its text from this query parameter. */
export const SEARCH_QUERY_PARAM = 'search';
/** The search parameter whose comma-separated values are de-duplicated. */
export const CATEGORIES_SEARCH_PARAM = 'categories';
export const SEARCH_PARAM_SEPARATOR = ',';
/** Async select: "no options" shows only once input is longer than this. */
export const NO_OPTIONS_MIN_INPUT_LENGTH = 1;
/**
 * The words of a search term the search reads (our choice; the spec names none): a shopper's
 * query has a few; a hundred one-letter words made one search 8 times slower (decision 0083).
 */
export const SEARCH_TERM_MAX_WORDS = 8;
