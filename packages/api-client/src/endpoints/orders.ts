import type { ApiClient } from '../createApiClient';
import { createLatestOnly } from '../latestOnly';
import type { AddLineInput, Order, OrderLine, OrderSummary, Paged } from '../types';

const orderPath = (uuid: string) => `/api/v1/orders/${encodeURIComponent(uuid)}/`;

export const ORDER_PATH = {
  LIST: '/api/v1/orders/',
  HISTORY: '/api/v1/orders/history/',
  historyItem: (uuid: string) => `/api/v1/orders/history/${encodeURIComponent(uuid)}/`,
  order: orderPath,
  lines: (uuid: string) => `${orderPath(uuid)}order-lines/`,
  line: (uuid: string, lineId: number) => `${orderPath(uuid)}order-lines/${lineId}/`,
  connect: (uuid: string) => `${orderPath(uuid)}connect-anonymous-order-to-user/`,
  loyaltyPoints: (uuid: string) => `${orderPath(uuid)}use-loyalty-points/`,
  reorder: (uuid: string) => `${orderPath(uuid)}reorder/`,
  payments: (uuid: string) => `${orderPath(uuid)}payments/`,
  payment: (uuid: string) => `/api/v1/payments/${encodeURIComponent(uuid)}/`,
} as const;

/** What the user chose after a 406/4006 reorder prompt; null = not decided yet. */
export type ReorderAction = 'accept' | null;

export function ordersApi(client: ApiClient) {
  // One in-flight PUT per line: a newer quantity cancels the older request (spec section 7).
  const latestLineUpdate = createLatestOnly();
  return {
    /** Open orders of the user, oldest first: the last one is the current cart. */
    list: (signal?: AbortSignal) => client.request<Order[]>(ORDER_PATH.LIST, { signal }),
    create: (params: { is_event?: boolean } = {}) => client.request<Order>(ORDER_PATH.LIST, { method: 'POST', body: params }),
    get: (uuid: string, signal?: AbortSignal) => client.request<Order>(ORDER_PATH.order(uuid), { signal }),
    lines: (uuid: string, signal?: AbortSignal) => client.request<OrderLine[]>(ORDER_PATH.lines(uuid), { signal }),
    addLine: (uuid: string, line: AddLineInput) => client.request<Order>(ORDER_PATH.lines(uuid), { method: 'POST', body: line }),
    /** Quantity 0 removes the line. A newer call for the same line aborts this one (AbortError). */
    updateLine: (uuid: string, lineId: number, quantity: number) =>
      latestLineUpdate(`${uuid}:${lineId}`, (signal) => client.request<Order>(ORDER_PATH.line(uuid, lineId), { method: 'PUT', body: { quantity }, signal })),
    deleteLine: (uuid: string, lineId: number) => client.request<Order>(ORDER_PATH.line(uuid, lineId), { method: 'DELETE' }),
    connectToUser: (uuid: string, customerUuid: string) =>
      client.request<Order>(ORDER_PATH.connect(uuid), { method: 'PUT', body: { customer: { uuid: customerUuid } } }),
    useLoyaltyPoints: (uuid: string, use: boolean) => client.request<Order>(ORDER_PATH.loyaltyPoints(uuid), { method: 'PUT', body: { use_loyalty_points: use } }),
    /** Answers 406 with code 4006 and `changes` when the user must decide (a prompt, not an error). */
    reorder: (uuid: string, action: ReorderAction = null) => client.request<Order>(ORDER_PATH.reorder(uuid), { method: 'POST', body: { action } }),
    history: (params: { page?: number; page_size?: number } = {}, signal?: AbortSignal) =>
      client.request<Paged<OrderSummary>>(ORDER_PATH.HISTORY, { query: params, signal }),
    historyItem: (uuid: string, signal?: AbortSignal) => client.request<Order>(ORDER_PATH.historyItem(uuid), { signal }),
  };
}
