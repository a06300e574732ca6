import { ApiError, queryKeys, type PaymentOption } from '@salon/api-client';
import { EXPLAINED_WRITE_CODE, PAYMENT_METHOD, formatEur } from '@salon/domain';
import { Button, RadioGroup } from '@salon/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppTextKey } from '../../i18n/appTexts';
import { useApp } from '../../lib/appContext';
import { CheckoutSteps, CheckoutWithoutOrder, OrderNotEditableNote, useCheckoutOrder } from '../../lib/checkout';
import { checkoutHref } from '../../lib/checkoutHref';
import { privatePageMeta } from '../../lib/meta';
import { writeFailureText } from '../../lib/writeFailureDisplay';
import { CheckoutSummary } from '../../components/CheckoutSummary';

const PAYMENT_METHOD_LABEL: Partial<Record<string, AppTextKey>> = {
  [PAYMENT_METHOD.BANK]: 'paymentMethodBank',
  [PAYMENT_METHOD.CREDIT_CARD]: 'paymentMethodCreditCard',
};
/** The API's built-in provider: offered only where PAYMENT_TEST_PROVIDER=enabled, never in production. */
const TEST_PROVIDER = 'test';
const optionValue = (option: PaymentOption) => `${option.provider}:${option.method}`;

/**
 * What the shopper chooses from: every method of the real providers (GET /payments/options/),
 * and the test provider once, plainly named, where it is switched on.
 */
function paymentChoices(options: readonly PaymentOption[]): PaymentOption[] {
  const firstTest = options.find((option) => option.provider === TEST_PROVIDER);
  return options.filter((option) => (option.provider === TEST_PROVIDER ? option === firstTest : PAYMENT_METHOD_LABEL[option.method] !== undefined));
}

export const meta = privatePageMeta('payment', 'checkout');

export default function Payment() {
  const { t, api, queries, locale, openModal } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useCheckoutOrder();
  const { order, isEventCheckout, changesBlocked } = checkout;
  const options = useQuery(queries.paymentOptions());
  const choices = paymentChoices(options.data ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const choice = choices.find((option) => optionValue(option) === chosen) ?? choices[0];
  const [error, setError] = useState<string | null>(null);
  const [cartFix, setCartFix] = useState(false);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  if (!order) return <CheckoutWithoutOrder current="payment" checkout={checkout} />;
  const pay = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      const payment = await api.payments.start(order.uuid, { method: choice.method, provider: choice.provider });
      if (payment.redirect_url) {
        // The provider's page; it sends the shopper back to payment-status with its signed token.
        setRedirecting(true);
        window.location.assign(payment.redirect_url);
        return;
      }
      navigate(checkoutHref(order.uuid, 'payment-status', `?payment=${payment.uuid}`));
    } catch (caught) {
      // A product the order can no longer take (restricted in its country, disabled): the cart says which.
      const unpurchasable = caught instanceof ApiError && caught.code === EXPLAINED_WRITE_CODE.PRODUCT_NOT_PURCHASABLE;
      setCartFix(unpurchasable);
      setError(unpurchasable ? t('orderHasUnpurchasable') : writeFailureText(caught, t));
      // The order now holds the new prices: the summary above shows its new total before the shopper pays again.
      if (caught instanceof ApiError && caught.code === EXPLAINED_WRITE_CODE.PRICES_CHANGED) void queryClient.invalidateQueries({ queryKey: queryKeys.order(order.uuid) });
      setBusy(false);
    }
  };
  const unavailable = options.isError || (options.isSuccess && choices.length === 0);
  return (
    <section>
      <h1 className="text-h1">{t('checkout')}</h1>
      <CheckoutSteps current="payment" />
      <CheckoutSummary order={order} isEventCheckout={isEventCheckout} />
      {changesBlocked ? <OrderNotEditableNote /> : null}
      {unavailable ? (
        <p role="alert" className="my-4 text-status-error">
          {t('paymentUnavailable')}
        </p>
      ) : (
        <div className="my-4" aria-busy={options.isPending}>
          <RadioGroup
            name="payment_method"
            label={t('payment')}
            disabled={changesBlocked || busy}
            value={choice ? optionValue(choice) : ''}
            onChange={(event) => setChosen(event.target.value)}
            options={choices.map((option) => ({
              value: optionValue(option),
              label: option.provider === TEST_PROVIDER ? t('paymentMethodTest') : t(PAYMENT_METHOD_LABEL[option.method]!),
            }))}
          />
        </div>
      )}
      {error ? <p role="alert" className="whitespace-pre-line text-status-error">{error}</p> : null}
      {error && cartFix ? (
        <Button variant="secondary" onClick={() => openModal('cart')} className="my-2">
          {t('openCart')}
        </Button>
      ) : null}
      {redirecting ? <p role="status">{t('paymentRedirecting')}</p> : null}
      <Button size="lg" disabled={busy || changesBlocked || !choice} onClick={() => void pay()} className="disabled:opacity-50">
        {t('pay', { amount: formatEur(order.total_with_coupon_discount, locale) })}
      </Button>
    </section>
  );
}
