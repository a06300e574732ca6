import type { DeliveryMethod } from '@salon/api-client';
import { formatEur } from '@salon/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextInput } from '@salon/ui';
import type { AppTextKey } from '../../i18n/appTexts';
import { useApp } from '../../lib/appContext';
import { CheckoutSteps, OrderNotEditableNote, checkoutHref, useCheckoutOrder } from '../../lib/checkout';
import { addressFormSchema, type AddressForm } from '../../lib/checkoutForms';
import { privatePageMeta } from '../../lib/meta';
import { writeFailureText } from '../../lib/writeFailure';
import { CheckoutSummary } from '../../components/CheckoutSummary';

const needsAddress = (method: DeliveryMethod | undefined) => method?.kind === 'COURIER';

export const meta = privatePageMeta('delivery', 'checkout');

export default function Delivery() {
  const { t, api, queries, locale, deliveryCountryId } = useApp();
  const navigate = useNavigate();
  const { order, changesBlocked } = useCheckoutOrder();
  const methods = useQuery({ ...queries.deliveryMethods(order?.delivery_country_id ?? deliveryCountryId), enabled: order !== null });
  const [methodId, setMethodId] = useState<number | null>(null);
  const chosen = methods.data?.find((method) => method.id === (methodId ?? order?.delivery_method_id));
  const form = useForm<AddressForm>({ resolver: zodResolver(addressFormSchema) });
  const [error, setError] = useState<string | null>(null);
  if (!order) return <CheckoutSteps current="delivery" />;

  const submit = async (address?: AddressForm) => {
    if (!chosen) return;
    setError(null);
    try {
      await api.delivery.put(order.uuid, { delivery_method_id: chosen.id, ...(address ? { address } : {}) });
      navigate(checkoutHref(order.uuid, 'information'));
    } catch (caught) {
      setError(writeFailureText(caught, t));
    }
  };
  return (
    <section>
      <h1 className="text-h1">{t('checkout')}</h1>
      <CheckoutSteps current="delivery" />
      <CheckoutSummary order={order} isEventCheckout={false} />
      {changesBlocked ? <OrderNotEditableNote /> : null}
      <form
        onSubmit={needsAddress(chosen) ? form.handleSubmit((address) => submit(address)) : (event) => (event.preventDefault(), void submit())}
        className="flex max-w-lg flex-col gap-4"
      >
        <fieldset disabled={changesBlocked} className="contents">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-h3">{t('delivery')}</legend>
          {(methods.data ?? []).map((method) => (
            <label key={method.id} className="flex items-center gap-2">
              <input type="radio" name="delivery_method" value={method.id} checked={chosen?.id === method.id} onChange={() => setMethodId(method.id)} />
              {method.name} — {formatEur(method.price, locale)}
            </label>
          ))}
        </fieldset>
        {needsAddress(chosen) ? (
          <>
            <TextInput label={t('firstName')} autoComplete="name" error={form.formState.errors.name?.message ? t(form.formState.errors.name.message as AppTextKey) : undefined} {...form.register('name')} />
            <TextInput label={t('street')} autoComplete="street-address" error={form.formState.errors.street?.message ? t(form.formState.errors.street.message as AppTextKey) : undefined} {...form.register('street')} />
            <TextInput label={t('city')} autoComplete="address-level2" error={form.formState.errors.city?.message ? t(form.formState.errors.city.message as AppTextKey) : undefined} {...form.register('city')} />
            <TextInput label={t('postalCode')} autoComplete="postal-code" error={form.formState.errors.postal_code?.message ? t(form.formState.errors.postal_code.message as AppTextKey) : undefined} {...form.register('postal_code')} />
          </>
        ) : null}
        {error ? <p role="alert" className="whitespace-pre-line text-status-error">{error}</p> : null}
        <button type="submit" disabled={!chosen || changesBlocked} className="rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper disabled:opacity-50">
          {t('continue')}
        </button>
        </fieldset>
      </form>
    </section>
  );
}
