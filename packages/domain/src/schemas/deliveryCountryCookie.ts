import type { CountryId } from '../constants/country';
import { isCountryId } from '../rules/isCountryId';

/** The delivery-country cookie's JSON: the country and when it was saved (epoch ms). */
export interface DeliveryCountryCookie {
  countryId: CountryId;
  savedAt: number;
}

/**
 * The cookie's value if it is one: a served country and a whole, non-negative time; anything else
 * (an old format, a hand-edited cookie) is null and counts as no choice. Written out rather than
 * with zod: the first-visit modal reads it on a shopper's first page, and two fields did not justify
 * the validation library's 15 kB there (decision 0061).
 */
export function readDeliveryCountryCookie(value: unknown): DeliveryCountryCookie | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { countryId, savedAt } = value as Record<string, unknown>;
  if (!isCountryId(countryId) || !Number.isSafeInteger(savedAt) || (savedAt as number) < 0) return null;
  return { countryId, savedAt: savedAt as number };
}
