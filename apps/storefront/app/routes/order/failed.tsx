import { PAYMENT_RESULT } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useApp } from '../../lib/appContext';
import { useCheckoutOrder } from '../../lib/checkout';
import { checkoutHref } from '../../lib/checkoutHref';
import { privatePageMeta } from '../../lib/meta';

export const meta = privatePageMeta('payment', 'checkout');

/** A failed or cancelled payment: the order stays open, so the shopper can pay again. */
export default function Failed() {
  const { t, queries } = useApp();
  const { id } = useParams();
  const [search] = useSearchParams();
  const paymentUuid = search.get('payment') ?? '';
  useCheckoutOrder(); // an unknown order id goes to /
  const payment = useQuery({ ...queries.payment(paymentUuid), enabled: paymentUuid !== '' });
  const cancelled = payment.data?.status === PAYMENT_RESULT.CANCELLED;
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-h1">{t(cancelled ? 'paymentCancelled' : 'orderFailed')}</h1>
      {id ? (
        <Link to={checkoutHref(id, 'payment')} className="rounded bg-brand-ink px-6 py-3 font-semibold text-brand-paper">
          {t('payAgain')}
        </Link>
      ) : null}
    </section>
  );
}
