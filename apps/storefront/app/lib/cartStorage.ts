import { isAnonymousOrderKept, isEventOrder } from '@salon/domain';

/** Anonymous carts live only in this browser: their uuid is the key to them. */
export const ANONYMOUS_ORDERS_KEY = 'salon.anonymousOrders';

export interface StoredOrderRef {
  uuid: string;
  status: number;
}

export function readAnonymousOrders(storage: Storage | undefined = globalThis.localStorage): StoredOrderRef[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ANONYMOUS_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is StoredOrderRef => typeof item?.uuid === 'string' && typeof item?.status === 'number') : [];
  } catch {
    return [];
  }
}

/** Keeps only carts that are still draft or event draft (spec section 4). */
function writeAnonymousOrders(orders: readonly StoredOrderRef[], storage: Storage | undefined = globalThis.localStorage): void {
  const kept = orders.filter((order) => isAnonymousOrderKept(order.status));
  if (kept.length === 0) storage?.removeItem(ANONYMOUS_ORDERS_KEY);
  else storage?.setItem(ANONYMOUS_ORDERS_KEY, JSON.stringify(kept));
}

export function rememberAnonymousOrder(ref: StoredOrderRef, storage?: Storage): StoredOrderRef[] {
  const next = [...readAnonymousOrders(storage).filter((order) => order.uuid !== ref.uuid), ref];
  writeAnonymousOrders(next, storage);
  return readAnonymousOrders(storage);
}

/** The newest anonymous cart's uuid: event orders (tickets) are kept too, for login, but are never the cart. */
export const newestAnonymousCart = (refs: readonly StoredOrderRef[]): string | null => refs.filter((ref) => !isEventOrder(ref.status)).at(-1)?.uuid ?? null;

export function forgetAnonymousOrder(uuid: string, storage?: Storage): StoredOrderRef[] {
  writeAnonymousOrders(readAnonymousOrders(storage).filter((order) => order.uuid !== uuid), storage);
  return readAnonymousOrders(storage);
}

/** Messages on the order-channel BroadcastChannel. */
export type OrderChannelMessage = { type: 'order-changed'; uuid: string } | { type: 'order-removed'; uuid: string };
