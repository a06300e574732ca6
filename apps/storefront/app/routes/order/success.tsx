import { CURRENCY } from '@salon/domain';
import type { TrackingPurchase } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useApp } from '../../lib/appContext';

/** Thanks page; sends the analytics purchase event once per order. */
export default function Success() {
  const { t, queries } = useApp();
  const { id } = useParams();
  const order = useQuery({ ...queries.order(id ?? ''), enabled: Boolean(id) }).data;
  const information = useQuery({ ...queries.orderInformation(id ?? ''), enabled: Boolean(id) }).data;
  const sent = useRef(false);
  useEffect(() => {
    if (!order || sent.current) return;
    sent.current = true;
    const event: TrackingPurchase = {
      transaction_id: String(order.number),
      value: Number(order.total_with_coupon_discount),
      tax: Number(order.vat),
      shipping: Number(order.transport_cost),
      currency: CURRENCY,
      items: order.order_lines.map((line) => ({ item_id: String(line.product?.id ?? line.event_ticket?.id ?? line.id), item_name: line.product?.name ?? '', price: Number(line.price), quantity: line.quantity })),
      ...(information?.information ? { email: information.information.email, phone: information.information.phone } : {}),
    };
    (window.dataLayer ??= []).push({ event: 'purchase', ecommerce: event });
  }, [order, information]);
  return (
    <section>
      <h1 className="text-h1" data-testid="order-success">
        {t('orderSuccess')}
      </h1>
      {order ? <p className="my-4">{t('order', { number: order.number })}</p> : null}
      <a href="/" className="underline">
        {t('backHome')}
      </a>
    </section>
  );
}
