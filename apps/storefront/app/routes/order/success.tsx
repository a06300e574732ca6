import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useApp } from '../../lib/appContext';
import { purchaseEvent } from '../../lib/tracking';
import { track } from '../../lib/analytics';
import { useCheckoutOrder } from '../../lib/checkout';
import { privatePageMeta } from '../../lib/meta';

export const meta = privatePageMeta('orderSuccess');

/** Thanks page; sends the analytics purchase event once per order. */
export default function Success() {
  const { t, queries, analyticsContainerId } = useApp();
  const { id } = useParams();
  // The same order query as the other checkout pages; an unknown id goes to /.
  const checkout = useCheckoutOrder();
  const order = id ? checkout.order : null;
  const informationQuery = useQuery({ ...queries.orderInformation(id ?? ''), enabled: Boolean(id) });
  const information = informationQuery.data;
  const sent = useRef(false);
  useEffect(() => {
    // Waits for the contact information so that the event carries the e-mail and phone.
    if (!order || informationQuery.isPending || sent.current) return;
    sent.current = true;
    // Only with consent: without it the event is dropped (no container runs, nothing is queued).
    track(analyticsContainerId, purchaseEvent(order, information?.information));
  }, [order, information, informationQuery.isPending, analyticsContainerId]);
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
