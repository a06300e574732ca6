import { MS_PER_SECOND } from './units';

/** The slot a block's children sit in unless the block names another. */
export const DEFAULT_SLOT = 'default';

export const GAME_DEFAULT_HEIGHT = '900px';
export const GAME_DEFAULT_WIDTH = '100%';

export const BANNER_CLOSE_TIMEOUT_DEFAULT_SECONDS = 10;
export const BANNER_SWITCH_TIMEOUT_DEFAULT_SECONDS = 2;
/** The huge banner hides this long after its close countdown ends, letting the ring finish. */
export const BANNER_AUTO_HIDE_EXTRA_MS = 0.5 * MS_PER_SECOND;

/** Upper bounds (characters) of the text-size classes. */
export const TEXT_SIZE_LIMIT = {
  SMALL: 64,
  MEDIUM: 255,
  LARGE: 1000,
} as const;

/** Valid percentage range for firstColumnWidth. */
export const FIRST_COLUMN_WIDTH_MIN_PERCENT = 1;
export const FIRST_COLUMN_WIDTH_MAX_PERCENT = 100;

/** The teaser list renders only once this many posts are chosen. */
export const POST_TEASER_REQUIRED_POSTS = 3;

/** Iframe block sandbox: scripts, forms, popups, modals and same-origin allowed. */
export const IFRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-modals allow-same-origin';

/** A route with this order is the special campaign; negative orders are left out of sorted lists. */
export const SPECIAL_CAMPAIGN_ROUTE_ORDER = -1;
export const MIN_LISTED_ROUTE_ORDER = 0;
