import { z } from 'zod';
import { COUNTRY_ID } from '../constants/country';

/** The delivery-country cookie's JSON: the country and when it was saved (epoch ms). */
export const deliveryCountryCookieSchema = z.object({
  countryId: z.enum(COUNTRY_ID),
  savedAt: z.number().int().nonnegative(),
});
export type DeliveryCountryCookie = z.infer<typeof deliveryCountryCookieSchema>;
