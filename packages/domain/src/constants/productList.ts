/** A product list starts loading when it comes this close to the viewport. */
export const PRODUCT_LIST_VIEWPORT_MARGIN_PX = 400;
export const PRODUCT_LIST_LOADING_PLACEHOLDERS = 4;
/** A looping list repeats its items until it holds about this many. */
export const LOOPING_LIST_TARGET_ITEMS = 10;
export const PRODUCT_LISTS_LIMIT = 20;
/**
 * Highlighted products the home page shows under its introduction (two rows of four at 1440 px).
 * The page asks the API for this many, so neither the API nor the page's data carries more.
 */
export const HOME_HIGHLIGHTED_PRODUCTS = 8;
