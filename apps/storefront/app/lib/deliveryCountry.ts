import { COOKIE_NAME, COOKIE_SAME_SITE, DELIVERY_COUNTRY_COOKIE_MAX_AGE_SECONDS, readDeliveryCountryCookie, type DeliveryCountryCookie } from '@salon/domain';
import { serializeCookie } from './cookies';

/** The delivery-country cookie holds {countryId, savedAt}; anything unreadable counts as none. */
export function deliveryCountryFromCookie(raw: string | undefined): DeliveryCountryCookie | null {
  if (!raw) return null;
  try {
    return readDeliveryCountryCookie(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * One year, SameSite Lax, Secure. Browsers drop Secure cookies on plain http except on
 * localhost, so Secure is set only when the page itself is https (local e2e runs on http).
 */
export function deliveryCountryCookie(countryId: number, now: number, secure: boolean): string {
  return serializeCookie(COOKIE_NAME.DELIVERY_COUNTRY, JSON.stringify({ countryId, savedAt: now }), {
    maxAgeSeconds: DELIVERY_COUNTRY_COOKIE_MAX_AGE_SECONDS,
    sameSite: COOKIE_SAME_SITE,
    secure,
  });
}
