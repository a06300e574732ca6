import { PAYMENT_RESULT, paymentOutcomePage } from '@salon/domain';
import { queryKeys } from '@salon/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApp } from '../../lib/appContext';
import { announceOrderChangedOnServer } from '../../lib/cart';
import { checkoutHref } from '../../lib/checkoutHref';
import { privatePageMeta } from '../../lib/meta';
import { writeFailureText } from '../../lib/writeFailureDisplay';

const PENDING_POLL_MS = 2000;
/** Montonio's signed order token on the return URL. */
const ORDER_TOKEN_PARAM = 'order-token';

export const meta = privatePageMeta('payment', 'checkout');

/**
 * Where the shopper lands after paying. A redirect provider's signed token is handed to the API
 * at once (the outcome is known even before the provider's notification arrives); then the
 * payment is polled while pending and the shopper goes to success or failed.
 */
export default function PaymentStatus() {
  const { t, api, queries } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const paymentUuid = search.get('payment') ?? '';
  const orderToken = search.get(ORDER_TOKEN_PARAM);
  const [returnError, setReturnError] = useState<string | null>(null);
  const payment = useQuery({
    ...queries.payment(paymentUuid),
    enabled: paymentUuid !== '',
    refetchInterval: (query) => (query.state.data?.status === PAYMENT_RESULT.PENDING ? PENDING_POLL_MS : false),
  });
  useEffect(() => {
    if (!orderToken || !paymentUuid) return;
    // The token is news for the API, not part of the page: it leaves the address bar and history.
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
    api.payments.confirmReturn(paymentUuid, orderToken).then(
      (confirmed) => queryClient.setQueryData(queryKeys.payment(paymentUuid), confirmed),
      // Refused (or unreachable): the provider's own notification may still settle it, so the
      // page keeps polling and says why it is still waiting.
      (error) => setReturnError(writeFailureText(error, t)),
    );
  }, [orderToken, paymentUuid, api, queryClient, setSearch, t]);
  useEffect(() => {
    const status = payment.data?.status;
    const orderUuid = id ?? payment.data?.order;
    const page = status ? paymentOutcomePage(status) : null;
    if (!orderUuid || !page) return;
    // The order changed on the server (paid, or back to pending): a cached copy here or in
    // another tab would keep a placed order in the cart until its next poll.
    announceOrderChangedOnServer(queryClient, orderUuid);
    navigate(checkoutHref(orderUuid, page, page === 'failed' ? `?payment=${paymentUuid}` : ''), { replace: true });
  }, [payment.data, id, navigate, queryClient, paymentUuid]);
  return (
    <section>
      <p role="status">{t('paymentPending')}</p>
      {returnError ? (
        <p role="alert" className="whitespace-pre-line text-status-error">
          {returnError}
        </p>
      ) : null}
    </section>
  );
}
