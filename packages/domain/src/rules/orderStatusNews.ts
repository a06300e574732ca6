import { DELIVERY_KIND } from '../enums/deliveryKind';
import { ORDER_STATUS } from '../enums/orderStatus';

/** What a status change tells the customer by e-mail. */
export type OrderStatusNews = 'sent' | 'readyForPickup' | 'canceled' | 'ticketsCanceled';

/**
 * The news a status staff set brings the customer, or null when it brings none: a cancellation
 * always; fulfilment of products (handed to the carrier, or ready at the pick-up point); nothing
 * for IN_PROGRESS (staff's own business) or for a fulfilled event order (the event took place).
 */
export function orderStatusNews(status: number, ofTickets: boolean, deliveryKind: string | null): OrderStatusNews | null {
  if (status === ORDER_STATUS.CANCELED) return ofTickets ? 'ticketsCanceled' : 'canceled';
  if (status === ORDER_STATUS.FULFILLED && !ofTickets) return deliveryKind === DELIVERY_KIND.PICKUP ? 'readyForPickup' : 'sent';
  return null;
}
