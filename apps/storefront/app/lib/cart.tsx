import { ApiError, queryKeys, type Order } from '@salon/api-client';
import {
  ADD_TO_CART_QUANTITY,
  CART_SPINNER_MIN_MS,
  ERROR_CODE,
  ORDER_BROADCAST_CHANNEL,
  ORDER_LINE_POLL_INTERVAL_MS,
  ORDER_PATH_PREFIX,
  ORDER_STATUS,
  hasOrderMismatch,
  isEventOrder,
  isOpenOrderStatus,
  shouldPollOrderLines,
} from '@salon/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from './appContext';
import { ANONYMOUS_ORDERS_KEY, forgetAnonymousOrder, newestAnonymousCart, readAnonymousOrders, rememberAnonymousOrder, type OrderChannelMessage } from './cartStorage';
import { useWriteFailure } from './writeFailure';

export interface CartValue {
  order: Order | null;
  lineCount: number;
  isLoading: boolean;
  isInCart: (productId: number) => boolean;
  addProduct: (productId: number) => Promise<void>;
  setQuantity: (lineId: number, quantity: number) => void;
  removeLine: (lineId: number) => Promise<void>;
  toggleLoyaltyPoints: (use: boolean) => Promise<void>;
}

const CartContext = createContext<CartValue | null>(null);

const isOrderNotFound = (error: unknown) => error instanceof ApiError && error.code === ERROR_CODE.ORDER_NOT_FOUND;

/**
 * The cart is a draft order (spec section 4). Anonymous carts are remembered in localStorage
 * while draft or event draft; a logged-in user's cart is the last of GET /orders/. Changes are
 * broadcast to other tabs on `order-channel`, and lines are polled every 5 minutes while the
 * order is draft or pending.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { api, queries, isLoggedIn, t, addPopup } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // undefined until this browser's storage has been read (after hydration): an anonymous cart is
  // not yet known to be empty, and a checkout step says "loading", not "your cart is empty".
  const [anonymousUuid, setAnonymousUuid] = useState<string | null | undefined>(undefined);
  const noticeShown = useRef(new Set<string>());
  const channel = useRef<BroadcastChannel | null>(null);
  // Every failed cart write is shown (popup, error modal); the callers only reset their buttons.
  const showFailure = useWriteFailure();

  useEffect(() => {
    if (!isLoggedIn) setAnonymousUuid(newestAnonymousCart(readAnonymousOrders()));
  }, [isLoggedIn]);

  const ordersQuery = useQuery({ ...queries.orders(), enabled: isLoggedIn });
  // The newest open order that is not an event order (tickets have their own checkout).
  const currentUuid = isLoggedIn
    ? (ordersQuery.data?.filter((open) => !isEventOrder(open.status, open.order_lines.map((line) => line.kind))).at(-1)?.uuid ?? null)
    : (anonymousUuid ?? null);

  const orderQuery = useQuery({
    ...queries.order(currentUuid ?? ''),
    enabled: currentUuid !== null,
    refetchInterval: (query) => (query.state.data && shouldPollOrderLines(query.state.data.status) ? ORDER_LINE_POLL_INTERVAL_MS : false),
  });
  // A placed (paid, cancelled) order is never the cart, even for the moment before the order
  // list catches up: the bubble shows 0 and checkout cannot reopen it.
  const order = currentUuid && orderQuery.data && isOpenOrderStatus(orderQuery.data.status) ? orderQuery.data : null;
  const placedUuid = currentUuid && orderQuery.data && !isOpenOrderStatus(orderQuery.data.status) ? currentUuid : null;

  const broadcast = useCallback((message: OrderChannelMessage) => channel.current?.postMessage(message), []);

  // Opened before the effects below that post on it: on a page whose order arrives with the
  // document, they run at mount, and a message posted before the channel exists is lost.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel(ORDER_BROADCAST_CHANNEL);
    channel.current = bc;
    bc.onmessage = (event: MessageEvent<OrderChannelMessage>) => {
      const message = event.data;
      if (message.type === 'order-changed') {
        if (!isLoggedIn) setAnonymousUuid(newestAnonymousCart(readAnonymousOrders()) ?? message.uuid);
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders(), exact: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.order(message.uuid) });
      } else if (message.type === 'order-removed' && !isLoggedIn) {
        setAnonymousUuid(newestAnonymousCart(readAnonymousOrders()));
      }
    };
    // The anonymous carts' list is shared storage: another tab that drops or adds one changes it,
    // and the storage event arrives even when a channel message is missed.
    const onStorage = (event: StorageEvent) => {
      if (event.key === ANONYMOUS_ORDERS_KEY && !isLoggedIn) setAnonymousUuid(newestAnonymousCart(readAnonymousOrders()));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      bc.close();
      channel.current = null;
      window.removeEventListener('storage', onStorage);
    };
  }, [isLoggedIn, queryClient]);

  // The cart's order was placed (seen here, e.g. on the success page, which reads the same
  // order query): the next open order becomes the cart, and other tabs hear of it at once.
  useEffect(() => {
    if (!placedUuid || !isLoggedIn) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders(), exact: true });
    broadcast({ type: 'order-changed', uuid: placedUuid });
  }, [placedUuid, isLoggedIn, queryClient, broadcast]);

  const dropOrder = useCallback(
    (uuid: string) => {
      if (!isLoggedIn) setAnonymousUuid(newestAnonymousCart(forgetAnonymousOrder(uuid)));
      queryClient.removeQueries({ queryKey: queryKeys.order(uuid) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders(), exact: true });
      // The popup for a missing order is added once.
      if (!noticeShown.current.has(uuid)) {
        noticeShown.current.add(uuid);
        addPopup(t('orderNotFound'), 'error');
      }
      if (location.pathname.startsWith(ORDER_PATH_PREFIX)) navigate('/');
    },
    [isLoggedIn, queryClient, t, addPopup, location.pathname, navigate],
  );

  useEffect(() => {
    if (currentUuid && isOrderNotFound(orderQuery.error)) dropOrder(currentUuid);
  }, [orderQuery.error, currentUuid, dropOrder]);

  // Anonymous carts that are no longer drafts (submitted, paid, cancelled) leave local storage,
  // and other tabs are told, so that none of them keeps showing the placed order as the cart.
  // Its uuid and status, not the order object: a refetch with the same status is no news.
  const seenOrder = currentUuid ? orderQuery.data : undefined;
  const seenUuid = seenOrder?.uuid;
  const seenStatus = seenOrder?.status;
  useEffect(() => {
    if (seenUuid === undefined || seenStatus === undefined || isLoggedIn) return;
    const next = rememberAnonymousOrder({ uuid: seenUuid, status: seenStatus });
    if (!next.some((ref) => ref.uuid === seenUuid)) {
      setAnonymousUuid(newestAnonymousCart(next));
      broadcast({ type: 'order-removed', uuid: seenUuid });
    }
  }, [seenUuid, seenStatus, isLoggedIn, broadcast]);

  // The mismatch check is reported to error reporting, not shown to the shopper.
  useEffect(() => {
    if (order && order.order_lines.length > 0 && hasOrderMismatch({ total: order.total_with_coupon_discount, transport: order.transport_cost, lines: order.order_lines })) {
      console.error(`[storefront] order ${order.uuid}: total does not match its lines`);
    }
  }, [order]);


  const store = useCallback(
    (next: Order) => {
      queryClient.setQueryData(queryKeys.order(next.uuid), next);
      if (!isLoggedIn) {
        rememberAnonymousOrder({ uuid: next.uuid, status: next.status });
        setAnonymousUuid(next.uuid);
      } else {
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders(), exact: true });
      }
      broadcast({ type: 'order-changed', uuid: next.uuid });
    },
    [queryClient, isLoggedIn, broadcast],
  );

  const ensureOrder = useCallback(async (): Promise<string> => {
    if (order && order.status === ORDER_STATUS.DRAFT) return order.uuid;
    const created = await api.orders.create();
    store(created);
    return created.uuid;
  }, [order, api, store]);

  const addProduct = useCallback(
    async (productId: number) => {
      const started = Date.now();
      let updated: Order;
      try {
        const uuid = await ensureOrder();
        try {
          updated = await api.orders.addLine(uuid, { product: productId, quantity: ADD_TO_CART_QUANTITY });
        } catch (error) {
          if (isOrderNotFound(error)) {
            dropOrder(uuid);
            const created = await api.orders.create();
            updated = await api.orders.addLine(created.uuid, { product: productId, quantity: ADD_TO_CART_QUANTITY });
          } else throw error;
        }
      } catch (error) {
        showFailure(error);
        // Rejected too, so the button does not report the product as added.
        throw error;
      }
      // The spinner shows for at least 300 ms so the change is noticed.
      const wait = CART_SPINNER_MIN_MS - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      store(updated);
    },
    [ensureOrder, api, store, dropOrder, showFailure],
  );

  const updateLine = useMutation(
    useMemo(() => {
      return {
        mutationFn: ({ lineId, quantity }: { lineId: number; quantity: number }) => api.orders.updateLine(order!.uuid, lineId, quantity),
        onSuccess: store,
        // An older PUT that a newer one aborted is silent (isSilentError in useWriteFailure).
        onError: showFailure,
      };
    }, [api, order, store, showFailure]),
  );

  const removeLine = useCallback(
    async (lineId: number) => {
      if (!order) return;
      try {
        store(await api.orders.deleteLine(order.uuid, lineId));
      } catch (error) {
        if (error instanceof ApiError && error.code === ERROR_CODE.ORDER_LINE_NOT_FOUND) {
          // Already gone on the server: remove it here too.
          queryClient.setQueryData<Order>(queryKeys.order(order.uuid), (current) =>
            current ? { ...current, order_lines: current.order_lines.filter((line) => line.id !== lineId) } : current,
          );
          broadcast({ type: 'order-changed', uuid: order.uuid });
        } else if (isOrderNotFound(error)) dropOrder(order.uuid);
        else showFailure(error);
      }
    },
    [order, api, store, queryClient, broadcast, dropOrder, showFailure],
  );

  const toggleLoyaltyPoints = useCallback(
    async (use: boolean) => {
      if (!order) return;
      try {
        store(await api.orders.useLoyaltyPoints(order.uuid, use));
      } catch (error) {
        showFailure(error);
      }
    },
    [order, api, store, showFailure],
  );

  const value = useMemo<CartValue>(
    () => ({
      order,
      lineCount: order?.order_lines.length ?? 0,
      isLoading: (!isLoggedIn && anonymousUuid === undefined) || orderQuery.isLoading || ordersQuery.isLoading,
      isInCart: (productId) => order?.order_lines.some((line) => line.product?.id === productId) ?? false,
      addProduct,
      setQuantity: (lineId, quantity) => updateLine.mutate({ lineId, quantity }),
      removeLine,
      toggleLoyaltyPoints,
    }),
    [order, isLoggedIn, anonymousUuid, orderQuery.isLoading, ordersQuery.isLoading, addProduct, updateLine, removeLine, toggleLoyaltyPoints],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}

/**
 * The order changed on the server outside the cart (a payment settled it): refetch it here and
 * tell every tab's cart. Told, not inferred: once the payment answers, the orders list no longer
 * holds the placed order, and a tab whose cart already moved on never sees the new status.
 */
export function announceOrderChangedOnServer(queryClient: QueryClient, uuid: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.order(uuid) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders(), exact: true });
  if (typeof BroadcastChannel === 'undefined') return;
  // A channel of its own: pages outside the shop's frame (payment status) have no cart to post on.
  const bc = new BroadcastChannel(ORDER_BROADCAST_CHANNEL);
  bc.postMessage({ type: 'order-changed', uuid } satisfies OrderChannelMessage);
  bc.close();
}
