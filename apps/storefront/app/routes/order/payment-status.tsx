import { PAYMENT_RESULT } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApp } from '../../lib/appContext';
import { checkoutHref } from '../../lib/checkout';
import { privatePageMeta } from '../../lib/meta';

const PENDING_POLL_MS = 2000;

export const meta = privatePageMeta('payment', 'checkout');

/** Waits for the provider's answer, then goes to success or failed. */
export default function PaymentStatus() {
  const { t, queries } = useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const paymentUuid = search.get('payment') ?? '';
  const payment = useQuery({
    ...queries.payment(paymentUuid),
    enabled: paymentUuid !== '',
    refetchInterval: (query) => (query.state.data?.status === PAYMENT_RESULT.PENDING ? PENDING_POLL_MS : false),
  });
  useEffect(() => {
    const status = payment.data?.status;
    const orderUuid = id ?? payment.data?.order;
    if (!orderUuid || !status || status === PAYMENT_RESULT.PENDING) return;
    navigate(checkoutHref(orderUuid, status === PAYMENT_RESULT.SUCCESS ? 'success' : 'failed'), { replace: true });
  }, [payment.data, id, navigate]);
  return <p role="status">{t('paymentPending')}</p>;
}
