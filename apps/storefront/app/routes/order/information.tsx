import { queryKeys } from '@salon/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { splitPersonName } from '@salon/domain';
import { Button, TextInput, lazyResolver } from '@salon/ui';
import type { AppTextKey } from '../../i18n/appTexts';
import { useApp } from '../../lib/appContext';
import { CheckoutSteps, CheckoutWithoutOrder, OrderNotEditableNote, useCheckoutOrder } from '../../lib/checkout';
import { checkoutHref } from '../../lib/checkoutHref';
import type { InformationForm } from '../../lib/checkoutForms';
import { privatePageMeta } from '../../lib/meta';
import { writeFailureText } from '../../lib/writeFailureDisplay';
import { CheckoutSummary } from '../../components/CheckoutSummary';

// Validation loads after the page (lazyResolver of @salon/ui): the form is on screen before zod is.
const informationResolver = lazyResolver<InformationForm>(() => import('../../lib/checkoutFormResolvers').then((module) => module.informationResolver));

export const meta = privatePageMeta('information', 'checkout');

export default function Information() {
  const { t, api, queries, user, openModal } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkout = useCheckoutOrder();
  const { order, isEventCheckout, changesBlocked } = checkout;
  const saved = useQuery({ ...queries.orderInformation(order?.uuid ?? ''), enabled: order !== null });
  const delivery = useQuery({ ...queries.orderDelivery(order?.uuid ?? ''), enabled: order !== null && !isEventCheckout });
  const form = useForm<InformationForm>({
    resolver: informationResolver,
    defaultValues: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '', phone: '' },
  });
  useEffect(() => void informationResolver.preload(), []);
  useEffect(() => {
    if (saved.data?.information) form.reset(saved.data.information);
  }, [saved.data, form]);
  // The courier's recipient typed on the delivery step is this person: the name is asked once.
  const recipient = delivery.data?.delivery?.address?.name ?? '';
  useEffect(() => {
    if (!recipient || saved.data?.information || form.getValues('first_name') || form.getValues('last_name')) return;
    const { firstName, lastName } = splitPersonName(recipient);
    form.setValue('first_name', firstName);
    form.setValue('last_name', lastName);
  }, [recipient, saved.data, form]);
  const [error, setError] = useState<string | null>(null);
  if (!order) return <CheckoutWithoutOrder current="information" checkout={checkout} />;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await api.delivery.putInformation(order.uuid, values);
      // The cached answer is the empty one this page loaded; later steps (the purchase event) read the stored one.
      queryClient.setQueryData(queryKeys.orderInformation(order.uuid), saved);
      navigate(checkoutHref(order.uuid, isEventCheckout ? 'event-payment' : 'payment'));
    } catch (caught) {
      setError(writeFailureText(caught, t));
    }
  });
  return (
    <section>
      <h1 className="text-h1">{t('checkout')}</h1>
      <CheckoutSteps current="information" />
      <CheckoutSummary order={order} isEventCheckout={isEventCheckout} />
      {changesBlocked ? <OrderNotEditableNote /> : null}
      {user ? null : (
        // A returning customer logs in here: the page reloads with the order in their account and their details filled in.
        <p className="my-4 text-body-sm" data-testid="checkout-login">
          {t('alreadyCustomer')}{' '}
          <Button variant="link" size={null} onClick={() => openModal('login')} className="font-semibold">
            {t('login')}
          </Button>
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} className="flex max-w-lg flex-col gap-4" noValidate>
        <fieldset disabled={changesBlocked} className="contents">
        <TextInput label={t('firstName')} autoComplete="given-name" error={form.formState.errors.first_name?.message ? t(form.formState.errors.first_name.message as AppTextKey) : undefined} {...form.register('first_name')} />
        <TextInput label={t('lastName')} autoComplete="family-name" error={form.formState.errors.last_name?.message ? t(form.formState.errors.last_name.message as AppTextKey) : undefined} {...form.register('last_name')} />
        <TextInput label={t('email')} type="email" autoComplete="email" error={form.formState.errors.email?.message ? t(form.formState.errors.email.message as AppTextKey) : undefined} {...form.register('email')} />
        <TextInput label={t('phone')} type="tel" autoComplete="tel" error={form.formState.errors.phone?.message ? t(form.formState.errors.phone.message as AppTextKey) : undefined} {...form.register('phone')} />
        {error ? <p role="alert" className="whitespace-pre-line text-status-error">{error}</p> : null}
        <Button type="submit">
          {t('continue')}
        </Button>
        </fieldset>
      </form>
    </section>
  );
}
