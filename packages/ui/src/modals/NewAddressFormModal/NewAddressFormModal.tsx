import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_TYPE, COUNTRY_ID, type AddressType, type CountryId } from '@salon/domain';
import { useForm } from 'react-hook-form';
import { contactFields } from '../../i18n/contactFieldSchemas';
import { useTranslation } from '../../i18n/useTranslation';
import { z } from 'zod';
import { RadioGroup } from '../../widgets/RadioGroup';
import { TextInput } from '../../widgets/TextInput';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

const schema = z.object({
  type: z.enum([ADDRESS_TYPE.INVOICE, ADDRESS_TYPE.DELIVERY]),
  name: contactFields.addressLine,
  street: contactFields.addressLine,
  city: contactFields.addressLine,
  postalCode: contactFields.postalCode,
  countryId: z.enum(Object.values(COUNTRY_ID).map(String) as [string, ...string[]]),
  phone: contactFields.optionalPhone,
});
type FormValues = z.infer<typeof schema>;

export interface AddressValues extends Omit<FormValues, 'countryId'> {
  countryId: CountryId;
}

export interface NewAddressFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Which address book the form opens on; the user may switch. */
  type: AddressType;
  countryId: CountryId;
  onSubmit: (values: AddressValues) => void;
  submitting?: boolean;
  /** The API's refusal, shown above the fields (what was typed stays). */
  serverError?: string | null;
  /** Editing a saved address: the form opens with it (its type and country win over `type` and `countryId`). */
  address?: AddressValues;
}

export function NewAddressFormModal({ open, onClose, type, countryId, onSubmit, submitting, serverError, address }: NewAddressFormModalProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: address ? { ...address, countryId: String(address.countryId) } : { type, name: '', street: '', city: '', postalCode: '', countryId: String(countryId), phone: '' },
  });
  const error = (key?: string) => (key ? t(key) : undefined);
  const submit = handleSubmit((values) => onSubmit({ ...values, countryId: Number(values.countryId) as CountryId }));
  return (
    <ModalWrapper open={open} onClose={onClose} title={t(address ? 'accountModals.editAddressTitle' : 'accountModals.addressTitle')} preventClose={submitting}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {serverError ? (
          <p role="alert" className="whitespace-pre-line rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {serverError}
          </p>
        ) : null}
        <RadioGroup
          label={t('accountModals.addressType')}
          orientation="horizontal"
          options={[
            { value: ADDRESS_TYPE.DELIVERY, label: t('accountModals.delivery') },
            { value: ADDRESS_TYPE.INVOICE, label: t('accountModals.invoice') },
          ]}
          {...register('type')}
        />
        <TextInput label={t('accountModals.recipient')} autoComplete="name" required error={error(formState.errors.name?.message)} {...register('name')} />
        <TextInput label={t('accountModals.street')} autoComplete="street-address" required error={error(formState.errors.street?.message)} {...register('street')} />
        <div className="grid gap-4 xs:grid-cols-2">
          <TextInput label={t('accountModals.city')} autoComplete="address-level2" required error={error(formState.errors.city?.message)} {...register('city')} />
          <TextInput label={t('accountModals.postalCode')} autoComplete="postal-code" required error={error(formState.errors.postalCode?.message)} {...register('postalCode')} />
        </div>
        <RadioGroup
          label={t('accountModals.country')}
          orientation="horizontal"
          options={[
            { value: String(COUNTRY_ID.EE), label: t('deliveryModal.estonia') },
            { value: String(COUNTRY_ID.LV), label: t('deliveryModal.latvia') },
          ]}
          {...register('countryId')}
        />
        <TextInput type="tel" label={t('accountModals.phone')} autoComplete="tel" error={error(formState.errors.phone?.message)} {...register('phone')} />
        <div className="flex flex-col gap-2 xs:flex-row-reverse">
          <Button type="submit" disabled={submitting} className="min-h-11 disabled:bg-brand-line disabled:text-brand-ink">
            {submitting ? t('modalCommon.saving') : t('modalCommon.save')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={submitting} className="min-h-11 font-semibold">
            {t('modalCommon.cancel')}
          </Button>
        </div>
      </form>
    </ModalWrapper>
  );
}
