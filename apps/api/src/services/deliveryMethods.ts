import type { deliveryMethods } from '../db/schema';
import { translate } from '../lib/i18n';

/** A delivery method as the API answers it (DeliveryMethod), named in the viewer's language. */
export function serializeDeliveryMethod(method: typeof deliveryMethods.$inferSelect, locale: Parameters<typeof translate>[1]) {
  return { id: method.id, code: method.code, kind: method.kind, name: translate(method.name, locale), i18n_name: method.name, country_id: method.countryId, price: method.price, free_from: method.freeFrom };
}
