import { DELIVERY_COUNTRY_COOKIE_REUSE_MS } from '../constants/cookies';
import { toEpochMs, type Instant } from '../time/toEpochMs';

/** A delivery country saved in the cookie is sent to the server only while under a day old. */
export const isDeliveryCountryCookieFresh = (savedAtMs: number | null | undefined, now: Instant): boolean => {
  if (savedAtMs === null || savedAtMs === undefined || !Number.isFinite(savedAtMs)) return false;
  const age = toEpochMs(now) - savedAtMs;
  return age >= 0 && age < DELIVERY_COUNTRY_COOKIE_REUSE_MS;
};
