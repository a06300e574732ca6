import { zodResolver } from '@hookform/resolvers/zod';
import { DOMAIN, LOCALES, type Domain, type LocaleShortCode } from '@salon/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { z } from 'zod';
import { Checkbox } from '../../widgets/Checkbox';
import { RadioGroup } from '../../widgets/RadioGroup';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

const schema = z.object({
  language: z.enum(LOCALES.map((locale) => locale.shortCode) as [LocaleShortCode, ...LocaleShortCode[]]),
  isBusiness: z.boolean(),
  shop: z.enum(Object.values(DOMAIN) as [Domain, ...Domain[]]),
});
export type CloneSchemeValues = z.infer<typeof schema>;

export interface CloneSchemeModalProps {
  open: boolean;
  onClose: () => void;
  /** The scheme being copied, shown in the title. */
  schemeName: string;
  values: CloneSchemeValues;
  onClone: (values: CloneSchemeValues) => void;
  cloning?: boolean;
}

/** Copies a content scheme to another language, audience (business or private) and shop. */
export function CloneSchemeModal({ open, onClose, schemeName, values, onClone, cloning }: CloneSchemeModalProps) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<CloneSchemeValues>({ resolver: zodResolver(schema), defaultValues: values });
  return (
    <ModalWrapper open={open} onClose={onClose} title={t('adminModals.cloneTitle', { name: schemeName })} size="sm" preventClose={cloning}>
      <form noValidate onSubmit={handleSubmit(onClone)} className="flex flex-col gap-5">
        <RadioGroup
          label={t('deliveryModal.language')}
          orientation="horizontal"
          options={LOCALES.map((locale) => ({ value: locale.shortCode, label: <span lang={locale.shortCode}>{locale.name}</span> }))}
          {...register('language')}
        />
        <RadioGroup
          label={t('adminModals.shop')}
          orientation="horizontal"
          options={[
            { value: DOMAIN.EE, label: t('deliveryModal.estonia') },
            { value: DOMAIN.LV, label: t('deliveryModal.latvia') },
          ]}
          {...register('shop')}
        />
        <Checkbox label={t('adminModals.forBusiness')} hint={t('adminModals.forBusinessHint')} {...register('isBusiness')} />
        <Button type="submit" disabled={cloning} className="min-h-11 disabled:bg-brand-line disabled:text-brand-ink">
          {cloning ? t('adminModals.cloning') : t('adminModals.clone')}
        </Button>
      </form>
    </ModalWrapper>
  );
}
