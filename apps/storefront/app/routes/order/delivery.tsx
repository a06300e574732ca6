import { ApiError, queryKeys, type Address } from '@salon/api-client';
import { ADDRESS_TYPE, deliveryAddressLabel, deliveryNeedsAddress, deliveryNeedsParcelMachine, formatEur } from '@salon/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, Checkbox, RadioGroup, TextInput, type SelectOption, lazyResolver } from '@salon/ui';
import type { AppTextKey } from '../../i18n/appTexts';
import { useApp } from '../../lib/appContext';
import { CheckoutSteps, CheckoutWithoutOrder, OrderNotEditableNote, useCheckoutOrder } from '../../lib/checkout';
import { checkoutHref } from '../../lib/checkoutHref';
import type { AddressForm } from '../../lib/checkoutForms';
import { privatePageMeta } from '../../lib/meta';
import { useWriteFailure } from '../../lib/writeFailure';
import { writeFailureText } from '../../lib/writeFailureDisplay';
import { CheckoutSummary } from '../../components/CheckoutSummary';
import { ParcelMachineField, parcelMachineOption } from '../../components/ParcelMachineField';

// Validation loads after the page (lazyResolver of @salon/ui): the form is on screen before zod is.
const addressResolver = lazyResolver<AddressForm>(() => import('../../lib/checkoutFormResolvers').then((module) => module.addressResolver));

/** The radio value of "type a new address" beside the saved ones. */
const NEW_ADDRESS = 'new';
const sameAddress = (saved: Address, typed: AddressForm) =>
  saved.name === typed.name.trim() && saved.street === typed.street.trim() && saved.city === typed.city.trim() && saved.postal_code === typed.postal_code.trim();

/**
 * A logged-in shopper's saved delivery addresses (the account's address book, decision 0040):
 * the courier step offers them, and saves a typed one when asked.
 */
/** The account's delivery addresses in the country the shopper delivers to now. */
function useSavedDeliveryAddresses(countryId: number) {
  const { queries, user } = useApp();
  const uuid = user?.active_company?.customer.uuid ?? '';
  const addresses = useQuery({ ...queries.addresses(uuid), enabled: uuid !== '' });
  return { customerUuid: uuid || null, saved: (addresses.data ?? []).filter((address) => address.type === ADDRESS_TYPE.DELIVERY && address.country_id === countryId) };
}

export const meta = privatePageMeta('delivery', 'checkout');

export default function Delivery() {
  const { t, api, queries, locale, deliveryCountryId, user } = useApp();
  const navigate = useNavigate();
  const checkout = useCheckoutOrder();
  const { order, changesBlocked } = checkout;
  // The country the shopper delivers to now (the header's choice), not the one the cart was started
  // in: choosing Latvia here offered Estonia's methods, and the order went on to Estonia.
  const methods = useQuery({ ...queries.deliveryMethods(deliveryCountryId), enabled: order !== null });
  const [methodId, setMethodId] = useState<number | null>(null);
  const chosen = methods.data?.find((method) => method.id === (methodId ?? order?.delivery_method_id));
  // A logged-in shopper's own name is the likely recipient: offered, not asked again.
  const ownName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const form = useForm<AddressForm>({ resolver: addressResolver, defaultValues: { name: ownName } });
  useEffect(() => void addressResolver.preload(), []);
  const [error, setError] = useState<string | null>(null);
  const { customerUuid, saved } = useSavedDeliveryAddresses(deliveryCountryId);
  const [savedChoice, setSavedChoice] = useState(NEW_ADDRESS);
  const [keepAddress, setKeepAddress] = useState(false);
  const showFailure = useWriteFailure();
  const queryClient = useQueryClient();
  // undefined until the shopper touches the field: the order's own machine stands until then.
  const [machine, setMachine] = useState<SelectOption | null | undefined>(undefined);
  const [machineError, setMachineError] = useState<string | null>(null);
  if (!order) return <CheckoutWithoutOrder current="delivery" checkout={checkout} />;
  const needsMachine = deliveryNeedsParcelMachine(chosen?.kind);
  const storedMachine = order.parcel_machine && order.parcel_machine.country_id === chosen?.country_id ? parcelMachineOption(order.parcel_machine) : null;
  const machineChoice = machine === undefined ? storedMachine : machine;

  const submit = async (address?: AddressForm) => {
    if (!chosen) return;
    setError(null);
    setMachineError(null);
    if (needsMachine && !machineChoice) {
      setMachineError(t('chooseParcelMachine'));
      return;
    }
    try {
      await api.delivery.put(order.uuid, { delivery_method_id: chosen.id, ...(address ? { address } : {}), ...(needsMachine && machineChoice ? { parcel_machine_id: machineChoice.value } : {}) });
    } catch (caught) {
      // A machine closed since it was listed: said at the field, in the shopper's language, where they pick another.
      if (caught instanceof ApiError && caught.fieldErrors.parcel_machine_id) setMachineError(t('chooseParcelMachine'));
      else setError(writeFailureText(caught, t));
      return;
    }
    // The summary of the next steps shows the new transport cost and machine.
    void queryClient.invalidateQueries({ queryKey: queryKeys.order(order.uuid) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders(), exact: true });
    // Asked to keep a new address: the order already has it, so a refused save is shown and checkout goes on.
    if (address && keepAddress && customerUuid && !saved.some((entry) => sameAddress(entry, address))) {
      await api.customers
        .addAddress(customerUuid, { type: ADDRESS_TYPE.DELIVERY, ...address, country_id: deliveryCountryId })
        .catch((caught: unknown) => showFailure(caught));
    }
    navigate(checkoutHref(order.uuid, 'information'));
  };
  const chooseSaved = (value: string) => {
    setSavedChoice(value);
    const address = saved.find((entry) => String(entry.id) === value);
    form.reset(address ? { name: address.name, street: address.street, city: address.city, postal_code: address.postal_code } : { name: ownName, street: '', city: '', postal_code: '' });
  };
  return (
    <section>
      <h1 className="text-h1">{t('checkout')}</h1>
      <CheckoutSteps current="delivery" />
      <CheckoutSummary order={order} isEventCheckout={false} />
      {changesBlocked ? <OrderNotEditableNote /> : null}
      <form
        onSubmit={deliveryNeedsAddress(chosen?.kind) ? form.handleSubmit((address) => submit(address)) : (event) => (event.preventDefault(), void submit())}
        className="flex max-w-lg flex-col gap-4"
        // The step checks its own fields (the machine, the address schema) and says why at each.
        noValidate
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
        {needsMachine && chosen ? (
          <ParcelMachineField
            key={chosen.country_id}
            countryId={chosen.country_id}
            value={machineChoice}
            onChange={(option) => {
              setMachine(option);
              if (option) setMachineError(null);
            }}
            error={machineError ?? undefined}
          />
        ) : null}
        {deliveryNeedsAddress(chosen?.kind) ? (
          <>
            {saved.length > 0 ? (
              <RadioGroup
                name="saved_address"
                label={t('savedAddresses')}
                value={savedChoice}
                onChange={(event) => chooseSaved(event.target.value)}
                options={[
                  ...saved.map((address) => ({ value: String(address.id), label: deliveryAddressLabel(address) })),
                  { value: NEW_ADDRESS, label: t('newAddress') },
                ]}
              />
            ) : null}
            <TextInput label={t('recipientName')} autoComplete="name" error={form.formState.errors.name?.message ? t(form.formState.errors.name.message as AppTextKey) : undefined} {...form.register('name')} />
            <TextInput label={t('street')} autoComplete="street-address" error={form.formState.errors.street?.message ? t(form.formState.errors.street.message as AppTextKey) : undefined} {...form.register('street')} />
            <TextInput label={t('city')} autoComplete="address-level2" error={form.formState.errors.city?.message ? t(form.formState.errors.city.message as AppTextKey) : undefined} {...form.register('city')} />
            <TextInput label={t('postalCode')} autoComplete="postal-code" error={form.formState.errors.postal_code?.message ? t(form.formState.errors.postal_code.message as AppTextKey) : undefined} {...form.register('postal_code')} />
            {customerUuid && savedChoice === NEW_ADDRESS ? <Checkbox label={t('saveAddress')} checked={keepAddress} onChange={(event) => setKeepAddress(event.target.checked)} /> : null}
          </>
        ) : null}
        {error ? <p role="alert" className="whitespace-pre-line text-status-error">{error}</p> : null}
        <Button type="submit" disabled={!chosen || changesBlocked} className="disabled:opacity-50">
          {t('continue')}
        </Button>
        </fieldset>
      </form>
    </section>
  );
}
