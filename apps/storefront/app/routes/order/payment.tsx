import { PAYMENT_METHOD, formatEur } from '@salon/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppTextKey } from '../../i18n/appTexts';
import { useApp } from '../../lib/appContext';
import { CheckoutSteps, OrderNotEditableNote, checkoutHref, useCheckoutOrder } from '../../lib/checkout';
import { privatePageMeta } from '../../lib/meta';
import { writeFailureText } from '../../lib/writeFailure';
import { CheckoutSummary } from '../../components/CheckoutSummary';

/** Methods offered through the API's payment providers (the built-in test provider here). */
const OFFERED_METHODS = [PAYMENT_METHOD.BANK, PAYMENT_METHOD.CREDIT_CARD] as const;
const PAYMENT_METHOD_LABEL = {
  [PAYMENT_METHOD.BANK]: 'paymentMethodBank',
  [PAYMENT_METHOD.CREDIT_CARD]: 'paymentMethodCreditCard',
} as const satisfies Record<(typeof OFFERED_METHODS)[number], AppTextKey>;
export const PAYMENT_PROVIDER = 'test';

export const meta = privatePageMeta('payment', 'checkout');

export default function Payment() {
  const { t, api, locale } = useApp();
  const navigate = useNavigate();
  const { order, isEventCheckout, changesBlocked } = useCheckoutOrder();
  const [method, setMethod] = useState<string>(OFFERED_METHODS[0]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!order) return <CheckoutSteps current="payment" />;
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const payment = await api.payments.start(order.uuid, { method, provider: PAYMENT_PROVIDER });
      navigate(checkoutHref(order.uuid, 'payment-status', `?payment=${payment.uuid}`));
    } catch (caught) {
      setError(writeFailureText(caught, t));
      setBusy(false);
    }
  };
  return (
    <section>
      <h1 className="text-h1">{t('checkout')}</h1>
      <CheckoutSteps current="payment" />
      <CheckoutSummary order={order} isEventCheckout={isEventCheckout} />
      {changesBlocked ? <OrderNotEditableNote /> : null}
      <fieldset disabled={changesBlocked} className="my-4 flex flex-col gap-2">
        <legend className="mb-2 text-h3">{t('payment')}</legend>
        {OFFERED_METHODS.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" name="method" checked={method === option} onChange={() => setMethod(option)} />
            {t(PAYMENT_METHOD_LABEL[option])}
          </label>
        ))}
      </fieldset>
      {error ? <p role="alert" className="whitespace-pre-line text-status-error">{error}</p> : null}
      <button type="button" disabled={busy || changesBlocked} onClick={() => void pay()} className="rounded bg-brand-ink px-6 py-3 font-semibold text-brand-paper disabled:opacity-50">
        {t('pay', { amount: formatEur(order.total_with_coupon_discount, locale) })}
      </button>
    </section>
  );
}
