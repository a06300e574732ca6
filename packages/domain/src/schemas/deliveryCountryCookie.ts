// zod/mini: the browser reads this cookie on every page, and the mini build keeps full zod out of its first load.
import * as z from 'zod/mini';
import { COUNTRY_ID } from '../constants/country';

/** The delivery-country cookie's JSON: the country and when it was saved (epoch ms). */
export const deliveryCountryCookieSchema = z.object({
  countryId: z.enum(COUNTRY_ID),
  savedAt: z.int().check(z.nonnegative()),
});
export type DeliveryCountryCookie = z.infer<typeof deliveryCountryCookieSchema>;
