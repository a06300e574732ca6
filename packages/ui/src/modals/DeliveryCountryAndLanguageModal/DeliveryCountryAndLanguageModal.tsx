import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_ID, LOCALES, type CountryId, type LocaleShortCode } from '@salon/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { z } from 'zod';
import { RadioGroup } from '../../widgets/RadioGroup';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

const countryIds = Object.values(COUNTRY_ID).map(String) as [string, ...string[]];
const shortCodes = LOCALES.map((locale) => locale.shortCode) as [LocaleShortCode, ...LocaleShortCode[]];

const schema = z.object({
  countryId: z.enum(countryIds, { error: 'deliveryModal.chooseCountry' }),
  language: z.enum(shortCodes),
});
type FormValues = z.infer<typeof schema>;

export interface DeliveryCountryAndLanguageChoice {
  countryId: CountryId;
  language: LocaleShortCode;
}

export interface DeliveryCountryAndLanguageModalProps {
  open: boolean;
  onClose: () => void;
  /** Null when no delivery country is known yet (first visit). */
  countryId: CountryId | null;
  language: LocaleShortCode;
  /** A changed language reloads the page; the owner decides. */
  onSave: (choice: DeliveryCountryAndLanguageChoice) => void;
  /** On first load a country must be chosen: the modal cannot be dismissed. */
  requireChoice?: boolean;
  saving?: boolean;
}

const COUNTRY_KEYS: Record<CountryId, string> = { [COUNTRY_ID.EE]: 'estonia', [COUNTRY_ID.LV]: 'latvia' };

export function DeliveryCountryAndLanguageModal({
  open,
  onClose,
  countryId,
  language,
  onSave,
  requireChoice,
  saving,
}: DeliveryCountryAndLanguageModalProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { countryId: countryId === null ? undefined : String(countryId), language },
  });
  const submit = handleSubmit((values) => onSave({ countryId: Number(values.countryId) as CountryId, language: values.language }));
  return (
    <ModalWrapper
      open={open}
      onClose={onClose}
      title={t('deliveryModal.title')}
      description={t('deliveryModal.description')}
      size="sm"
      preventClose={requireChoice || saving}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <RadioGroup
          label={t('deliveryModal.country')}
          required
          options={Object.values(COUNTRY_ID).map((id) => ({ value: String(id), label: t(`deliveryModal.${COUNTRY_KEYS[id]}`) }))}
          error={formState.errors.countryId?.message ? t(formState.errors.countryId.message) : undefined}
          {...register('countryId')}
        />
        <RadioGroup
          label={t('deliveryModal.language')}
          options={LOCALES.map((locale) => ({ value: locale.shortCode, label: <span lang={locale.shortCode}>{locale.name}</span> }))}
          {...register('language')}
        />
        <Button
          type="submit"
          disabled={saving}
          className="min-h-11 disabled:bg-brand-line disabled:text-brand-ink"
        >
          {saving ? t('modalCommon.saving') : t('modalCommon.save')}
        </Button>
      </form>
    </ModalWrapper>
  );
}
