import { ORDER_LINE_KIND } from '../enums/orderLineKind';
import { ORDER_STATUS } from '../enums/orderStatus';

export type OrderLineKind = (typeof ORDER_LINE_KIND)[keyof typeof ORDER_LINE_KIND];

/**
 * The one kind of line an order holds. Tickets are not delivered and products are, so the two
 * never share an order: an event order (EVENT_DRAFT) takes tickets and goes through the event
 * checkout, a cart (DRAFT) takes products and goes through delivery. Once placed, an order keeps
 * the kind of its lines. Null when nothing tells (a placed order without lines).
 */
export function orderLineKindFor(status: number, lineKinds: readonly string[]): OrderLineKind | null {
  if (status === ORDER_STATUS.EVENT_DRAFT) return ORDER_LINE_KIND.EVENT;
  if (status === ORDER_STATUS.DRAFT) return ORDER_LINE_KIND.PRODUCT;
  if (lineKinds.includes(ORDER_LINE_KIND.EVENT)) return ORDER_LINE_KIND.EVENT;
  return lineKinds.includes(ORDER_LINE_KIND.PRODUCT) ? ORDER_LINE_KIND.PRODUCT : null;
}

/**
 * Whether the order is an event order (tickets, own checkout) rather than a cart. A stored
 * reference without its lines is told by its status alone (EVENT_DRAFT).
 */
export const isEventOrder = (status: number, lineKinds: readonly string[] = []): boolean => orderLineKindFor(status, lineKinds) === ORDER_LINE_KIND.EVENT;
