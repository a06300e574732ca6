import { retryableOnce } from './retryableOnce';

/**
 * The delivery-country cookie's reader validates with a zod schema of @salon/domain; it loads
 * after the first paint so zod is not in the page's first-load JavaScript.
 */
type DeliveryCountryModule = typeof import('./deliveryCountry');

let loaded: DeliveryCountryModule | null = null;

/** Kept once loaded; a failed fetch is forgotten, so the next caller tries again (back online). */
export const loadDeliveryCountry: () => Promise<DeliveryCountryModule> = retryableOnce(() => import('./deliveryCountry').then((module) => (loaded = module)));

/**
 * The cookie's country once the reader has loaded; null before (callers then use the server's
 * reading of the same cookie, which only browser code that first awaits loadDeliveryCountry rewrites).
 */
export function readDeliveryCountryId(raw: string | undefined): number | null {
  return loaded ? (loaded.deliveryCountryFromCookie(raw)?.countryId ?? null) : null;
}
