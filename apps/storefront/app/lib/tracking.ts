import type { Order } from '@salon/api-client';
import { CURRENCY, DEFAULT_LOCALE, orderLineName, type TrackingPurchase } from '@salon/domain';

/** The analytics purchase event of a placed order (spec section 3: transaction, value, tax, shipping, items, e-mail, phone). */
export function purchaseEvent(order: Order, information?: { email: string; phone: string } | null): { event: 'purchase'; ecommerce: TrackingPurchase } {
  const ecommerce: TrackingPurchase = {
    transaction_id: String(order.number),
    value: Number(order.total_with_coupon_discount),
    tax: Number(order.vat),
    shipping: Number(order.transport_cost),
    currency: CURRENCY,
    items: order.order_lines.map((line) => ({
      item_id: String(line.product?.id ?? line.event_ticket?.id ?? line.id),
      // One language for every shopper's items, so the reports add up the same ticket.
      item_name: orderLineName(line, DEFAULT_LOCALE),
      price: Number(line.price),
      quantity: line.quantity,
    })),
    ...(information ? { email: information.email, phone: information.phone } : {}),
  };
  return { event: 'purchase', ecommerce };
}
