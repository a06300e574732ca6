import { ApiError, queryKeys, type ReorderAction } from '@salon/api-client';
import { ORDER_STATUS, TIME_ZONE, deliveryAddressLabel, formatEur, isReorderDecisionRequired, orderLineName, parcelMachineLabel } from '@salon/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { data, useNavigate } from 'react-router';
import type { Route } from './+types/order';
import { useApp } from '../../lib/appContext';
import { Hydrated, dehydrated } from '../../lib/hydration';
import { requestContext } from '../../lib/request.server';
import { checkoutHref } from '../../lib/checkoutHref';
import { orderStatusText } from '../../lib/orderStatusText';
import { privatePageMeta } from '../../lib/meta';
import { useWriteFailure } from '../../lib/writeFailure';
import { Button } from '@salon/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = requestContext(request, context);
  // Where it goes is read beside the order (no waterfall); a failed read leaves the browser to ask.
  const delivery = ctx.queryClient.prefetchQuery(ctx.queries.orderDelivery(params.uuid));
  try {
    await ctx.queryClient.fetchQuery(ctx.queries.orderHistoryItem(params.uuid));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data('NOT_FOUND', { status: 404 });
    throw error;
  } finally {
    await delivery;
  }
  return { dehydratedState: dehydrated(ctx), uuid: params.uuid };
}

function OrderDetail({ uuid }: { uuid: string }) {
  const { t, queries, locale, api, openModal } = useApp();
  const showFailure = useWriteFailure();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const order = useQuery(queries.orderHistoryItem(uuid)).data;
  const delivery = useQuery(queries.orderDelivery(uuid)).data;
  const address = delivery?.delivery?.address;
  const [prompt, setPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!order) return null;
  const ofTickets = order.order_lines.some((line) => line.event_ticket);
  const reorder = async (action: ReorderAction) => {
    setBusy(true);
    try {
      const copy = await api.orders.reorder(uuid, action);
      setPrompt(false);
      // Tickets come back as a new event order with its own checkout; products land in the cart.
      if (copy.status === ORDER_STATUS.EVENT_DRAFT) {
        navigate(checkoutHref(copy.uuid, 'event-information'));
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
      openModal('cart');
    } catch (error) {
      // 406 with code 4006: the user must decide; a prompt, not an error.
      if (error instanceof ApiError && isReorderDecisionRequired(error.status, error.code)) setPrompt(true);
      else showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <h1 className="text-h1">{t('order', { number: order.number })}</h1>
      <p className="my-2" data-testid="order-status">
        <span className="font-semibold">{t('orderStatus')}:</span> {t(orderStatusText(order.status))}
        {order.submitted_at
          ? ` · ${t('orderPlacedOn', { date: new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(order.submitted_at)) })}`
          : null}
      </p>
      <ul className="my-4 flex flex-col gap-2">
        {order.order_lines.map((line) => (
          <li key={line.id} data-testid="order-line" data-line-id={line.id} data-quantity={line.quantity} className="flex justify-between gap-4 border-b border-brand-line py-2">
            <span>{orderLineName(line, locale)}</span>
            <span>× {line.quantity}</span>
            <span>{formatEur(line.total, locale)}</span>
          </li>
        ))}
      </ul>
      {delivery?.delivery_method ? (
        <p className="mb-2" data-testid="order-delivery">
          <span className="font-semibold">{t('delivery')}:</span> {delivery.delivery_method.name}
          {address ? ` · ${deliveryAddressLabel(address)}` : null}
        </p>
      ) : null}
      {order.parcel_machine ? (
        <p className="mb-2" data-testid="order-parcel-machine">
          <span className="font-semibold">{t('parcelMachine')}:</span> {parcelMachineLabel(order.parcel_machine)}
        </p>
      ) : null}
      <p className="font-semibold">
        {t('total')}: {formatEur(order.total_with_coupon_discount, locale)}
      </p>
      <Button disabled={busy} onClick={() => void reorder(null)} className="mt-4">
        {t('reorder')}
      </Button>
      {prompt ? (
        <div role="alertdialog" aria-label={t('reorder')} className="mt-4 rounded border border-status-warning bg-status-warning-bg p-4">
          <p>{t(ofTickets ? 'reorderTicketsPrompt' : 'reorderPrompt')}</p>
          <Button onClick={() => void reorder('accept')} className="mt-2 font-normal">
            {t('reorderAccept')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export const meta = privatePageMeta('orders', 'account');

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return (
    <Hydrated state={loaderData.dehydratedState}>
      <OrderDetail uuid={loaderData.uuid} />
    </Hydrated>
  );
}
