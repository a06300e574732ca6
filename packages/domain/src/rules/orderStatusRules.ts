import { ORDER_STATUS, type OrderStatus } from '../enums/orderStatus';
import { isDraftOrderStatus } from './orderStatusTransitions';

const POLLED_STATUSES: readonly number[] = [ORDER_STATUS.DRAFT, ORDER_STATUS.PENDING];
const KEPT_ANONYMOUS_STATUSES: readonly number[] = [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT];

/**
 * Orders still open: carts (draft, event draft) and submitted orders waiting for payment. GET
 * /orders/ lists only these (its last one is the cart) and only these may change; a paid or
 * cancelled order is placed and never the cart again.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.DRAFT, ORDER_STATUS.EVENT_DRAFT, ORDER_STATUS.PENDING];

export const isOpenOrderStatus = (status: OrderStatus | number): boolean => (OPEN_ORDER_STATUSES as readonly number[]).includes(status);

/** Order lines are re-fetched periodically only while the order can still change. */
export const shouldPollOrderLines = (status: OrderStatus | number): boolean =>
  POLLED_STATUSES.includes(status);

/** Anonymous orders stay in local storage only while they are still carts. */
export const isAnonymousOrderKept = (status: OrderStatus | number): boolean =>
  KEPT_ANONYMOUS_STATUSES.includes(status);

/**
 * The spec's rule, verbatim: order changes are blocked when the status is not pending and the
 * route is not an event checkout route. It applies on the checkout routes, where a submitted
 * order waits for payment as PENDING; the cart itself edits DRAFT orders.
 */
export const isOrderChangeBlocked = (status: OrderStatus | number, isEventCheckoutRoute: boolean): boolean =>
  status !== ORDER_STATUS.PENDING && !isEventCheckoutRoute;

/** Checkout routes that pay for event tickets (spec: "the route is not an event checkout route"). */
export const isEventCheckoutPath = (pathname: string): boolean => /^\/order\/(?:[^/]+\/)?event-(information|payment)\/?$/.test(pathname);

/**
 * Whether the shopper may no longer change an order's lines (quantity, remove) on this page.
 * A draft or event draft is a cart and always changes; a placed order follows the spec's rule
 * (`isOrderChangeBlocked`): only a pending order, or any order on an event checkout route, changes.
 */
export const isOrderEditBlocked = (status: OrderStatus | number, pathname: string): boolean =>
  !isDraftOrderStatus(status) && isOrderChangeBlocked(status, isEventCheckoutPath(pathname));
