/** Tallinn calendar dates (YYYY-MM-DD), compared against tallinnDateString(now). */
export const PROMO_LABEL_BLACK_START_DATE = '2024-11-29';
/** Inclusive: the label is still black on this day. */
export const PROMO_LABEL_BLACK_END_DATE = '2024-12-02';
/** From 00:00 Tallinn time on this date the campaigns link goes to /campaigns. */
export const CAMPAIGN_SWITCH_DATE = '2025-01-27';
