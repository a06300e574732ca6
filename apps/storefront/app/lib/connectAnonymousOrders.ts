import type { AppContextValue } from './appContext';
import { forgetAnonymousOrder, readAnonymousOrders } from './cartStorage';

/**
 * After login: anonymous carts move to the user's active customer, local copies are dropped,
 * then the caller reloads. Failures are logged; the login itself still counts.
 */
export async function connectAnonymousOrders(api: AppContextValue['api'], customerUuid: string | null): Promise<void> {
  const stored = readAnonymousOrders();
  if (!customerUuid || stored.length === 0) return;
  for (const ref of stored) {
    try {
      await api.orders.connectToUser(ref.uuid, customerUuid);
    } catch (error) {
      console.error(`[storefront] could not connect order ${ref.uuid}`, error);
    }
    forgetAnonymousOrder(ref.uuid);
  }
}
