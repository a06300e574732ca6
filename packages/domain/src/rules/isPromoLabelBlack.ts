import { PROMO_LABEL_BLACK_END_DATE, PROMO_LABEL_BLACK_START_DATE } from '../constants/dates';
import { tallinnDateString } from '../time/tallinnDateString';
import type { Instant } from '../time/toEpochMs';

/** Black Friday styling: black promo labels on the window's Tallinn dates, both ends included. */
export const isPromoLabelBlack = (now: Instant): boolean => {
  const today = tallinnDateString(now);
  return today >= PROMO_LABEL_BLACK_START_DATE && today <= PROMO_LABEL_BLACK_END_DATE;
};
