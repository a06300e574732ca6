export const SLIDE_DELAY_DEFAULT_MS = 5000;
/** Used when the stored delay is present but not a number. */
export const SLIDE_DELAY_FALLBACK_MS = 3000;
export const CAROUSEL_RESUME_AFTER_MANUAL_MS = 3000;
export const CAROUSEL_ANIMATION_RESET_MS = 520;
/** Minimum horizontal travel in px before a touch counts as a swipe. */
export const SWIPE_TOLERANCE_PX = 100;
export const CAROUSEL_MIN_VISIBLE_SLIDES = 1;
export const CAROUSEL_MAX_VISIBLE_SLIDES = 2;
export const CAROUSEL_DEFAULT_LINK_TEXT = 'VAATA LÄHEMALT';
