import { PAYMENT_RESULT } from '@salon/domain';
import { queryKeys } from '@salon/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
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
    // The order changed on the server (paid, or back to pending): a cached copy would keep a
    // placed order in the cart until its next poll.
    void queryClient.invalidateQueries({ queryKey: queryKeys.order(orderUuid) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders(), exact: true });
    navigate(checkoutHref(orderUuid, status === PAYMENT_RESULT.SUCCESS ? 'success' : 'failed'), { replace: true });
  }, [payment.data, id, navigate, queryClient]);
  return <p role="status">{t('paymentPending')}</p>;
}
