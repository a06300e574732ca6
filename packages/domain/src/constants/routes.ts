export const CAMPAIGNS_PATH = '/campaigns';
/** Pre-switch campaign landing pages. */
export const CAMPAIGNS_SALE_PATH_LV = '/campaigns/sale';
export const CAMPAIGNS_SALE_PATH_DEFAULT = '/campaigns/allahindlus';

/** Content-type path prefixes; a post link is POSTS prefix + post path. */
export const CONTENT_PATH_PREFIX = {
  CAMPAIGN: '/campaigns',
  POST: '/inspiration',
  EVENT: '/events',
} as const;

export const HOME_PATH = '/';
export const FAVOURITES_PATH = '/favourites';
export const CONTACT_PATH = '/contact';
export const GAME_PATH = '/game';
/** The memory game the /game page frames: a static page of the storefront (public/games), given ?lang=. */
export const MEMORY_GAME_PATH = '/games/memory.html';
/** Paths where the sign-up popup never appears. */
export const SIGNUP_POPUP_EXCLUDED_PATHS: readonly string[] = [GAME_PATH];
export const ORDER_PATH_PREFIX = '/order/';
export const ADMIN_PATH_SEGMENT = 'admin';
/** /products/{list}/{id?}: any other list segment is a 404. */
export const PRODUCT_LIST_SEGMENTS = ['brands', 'categories'] as const;
/** Composed lists paginate with this 1-based query parameter. */
export const PAGE_QUERY_PARAM = 'page';
