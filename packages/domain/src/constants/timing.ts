import { MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND, HOURS_PER_DAY } from './units';

/** Toast popups. */
export const POPUP_LIFETIME_MS = 4000;
export const POPUP_APPEAR_DELAY_MS = 300;

/** Navigation and search. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The register modal appears after this long; an open modal postpones it by the same amount. */
export const SIGNUP_POPUP_DELAY_MS = 20 * MS_PER_SECOND;
/** A failed chunk load reloads the page at most once per this window. */
export const RELOAD_GUARD_MS = 60 * MS_PER_SECOND;
export const RECENTLY_REGISTERED_MS = HOURS_PER_DAY * MS_PER_HOUR;

/** Cart. */
export const CART_SPINNER_MIN_MS = 300;
export const ADD_TO_CART_QUANTITY = 1;
export const ORDER_LINE_POLL_INTERVAL_MS = 5 * MS_PER_MINUTE;

/** Top loading bar. */
export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_GROW_MS = 5000;
