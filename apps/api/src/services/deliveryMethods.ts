import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deliveryMethods } from '../db/schema';
import { translate } from '../lib/i18n';

/** An order's delivery method row, or null when it has none (tickets, a step not yet taken). */
export async function orderDeliveryMethod(db: Executor, methodId: number | null | undefined): Promise<typeof deliveryMethods.$inferSelect | null> {
  if (!methodId) return null;
  const [method] = await db.select().from(deliveryMethods).where(eq(deliveryMethods.id, methodId));
  return method ?? null;
}

/** A delivery method as the API answers it (DeliveryMethod), named in the viewer's language. */
export function serializeDeliveryMethod(method: typeof deliveryMethods.$inferSelect, locale: Parameters<typeof translate>[1]) {
  return { id: method.id, code: method.code, kind: method.kind, name: translate(method.name, locale), i18n_name: method.name, country_id: method.countryId, price: method.price, free_from: method.freeFrom };
}
