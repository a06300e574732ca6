/** Reviews are rated from 1 to this. */
export const REVIEW_RATING_MAX = 5;
/** Longest review text a customer may write (characters, after trimming). */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
