import { zodResolver } from '@hookform/resolvers/zod';
import { isRegistryCode, isVatNumber } from '@salon/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { z } from 'zod';
import { TextInput } from '../../widgets/TextInput';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

// The identifier rules are the domain's, the same the API checks.
const schema = z.object({
  name: z.string().trim().min(1, 'modalCommon.requiredField'),
  regCode: z.string().trim().min(1, 'modalCommon.requiredField').refine(isRegistryCode, 'accountModals.regCodeInvalid'),
  // VAT number is optional: small companies are often not VAT-registered.
  vat: z.string().trim().refine((value) => value === '' || isVatNumber(value), 'accountModals.vatInvalid'),
});
export type BusinessAccountValues = z.infer<typeof schema>;

export interface AddBusinessAccountModalProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (values: BusinessAccountValues) => void;
  submitting?: boolean;
  serverError?: string | null;
}

export function AddBusinessAccountModal({ open, onClose, onSubmit, submitting, serverError }: AddBusinessAccountModalProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<BusinessAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', regCode: '', vat: '' },
  });
  const error = (key?: string) => (key ? t(key) : undefined);
  return (
    <ModalWrapper open={open} onClose={onClose} title={t('accountModals.businessTitle')} size="sm" preventClose={submitting}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {serverError ? (
          <p role="alert" className="rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
            {serverError}
          </p>
        ) : null}
        <TextInput label={t('accountModals.companyName')} autoComplete="organization" required error={error(formState.errors.name?.message)} {...register('name')} />
        <TextInput label={t('accountModals.regCode')} required error={error(formState.errors.regCode?.message)} {...register('regCode')} />
        <TextInput label={t('accountModals.vat')} hint={t('accountModals.vatHint')} error={error(formState.errors.vat?.message)} {...register('vat')} />
        <div className="flex flex-col gap-2 xs:flex-row-reverse">
          <Button type="submit" disabled={submitting} className="min-h-11 disabled:bg-brand-line disabled:text-brand-ink">
            {submitting ? t('modalCommon.saving') : t('accountModals.addAccount')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={submitting} className="min-h-11 font-semibold">
            {t('modalCommon.cancel')}
          </Button>
        </div>
      </form>
    </ModalWrapper>
  );
}
