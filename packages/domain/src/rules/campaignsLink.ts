import { CAMPAIGN_SWITCH_DATE } from '../constants/dates';
import { DOMAIN, type Domain } from '../constants/country';
import { CAMPAIGNS_PATH, CAMPAIGNS_SALE_PATH_DEFAULT, CAMPAIGNS_SALE_PATH_LV } from '../constants/routes';
import { tallinnDateString } from '../time/tallinnDateString';
import type { Instant } from '../time/toEpochMs';

/** Where the navbar's campaigns link points: one list from the switch date, sale pages before. */
export const campaignsLink = (now: Instant, domain: Domain): string => {
  if (tallinnDateString(now) >= CAMPAIGN_SWITCH_DATE) return CAMPAIGNS_PATH;
  return domain === DOMAIN.LV ? CAMPAIGNS_SALE_PATH_LV : CAMPAIGNS_SALE_PATH_DEFAULT;
};
