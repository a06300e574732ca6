import { COUNTRY_ID, LOCALES, type CountryId, type LocaleShortCode } from '@salon/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { RadioGroup } from '../../widgets/RadioGroup';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

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
  /** Rendered in place, not through a portal: open when the page arrives, rendered by the server (ModalWrapper). */
  inPlace?: boolean;
  /**
   * Where the form posts when it is sent before the page has hydrated (or without JavaScript),
   * with `returnTo`, the page to come back to, as a hidden field. Once hydrated, `onSave` handles it.
   */
  formAction?: { action: string; returnTo: string };
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
  inPlace,
  formAction,
}: DeliveryCountryAndLanguageModalProps) {
  const { t } = useTranslation();
  // Two radio groups of fixed options: plain state. A first visit opens this modal by itself while
  // the page settles, and a form library with a schema would load and run for it (decision 0054).
  const [country, setCountry] = useState(countryId === null ? '' : String(countryId));
  const [chosenLanguage, setChosenLanguage] = useState<LocaleShortCode>(language);
  const [missingCountry, setMissingCountry] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (country === '') {
      setMissingCountry(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="countryId"]')?.focus();
      return;
    }
    onSave({ countryId: Number(country) as CountryId, language: chosenLanguage });
  };
  return (
    <ModalWrapper
      open={open}
      onClose={onClose}
      title={t('deliveryModal.title')}
      description={t('deliveryModal.description')}
      size="sm"
      preventClose={requireChoice || saving}
      inPlace={inPlace}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-6" {...(formAction ? { method: 'post', action: formAction.action } : {})}>
        {formAction ? <input type="hidden" name="returnTo" value={formAction.returnTo} /> : null}
        <RadioGroup
          label={t('deliveryModal.country')}
          required
          options={Object.values(COUNTRY_ID).map((id) => ({ value: String(id), label: t(`deliveryModal.${COUNTRY_KEYS[id]}`) }))}
          error={missingCountry ? t('deliveryModal.chooseCountry') : undefined}
          name="countryId"
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setMissingCountry(false);
          }}
        />
        <RadioGroup
          label={t('deliveryModal.language')}
          options={LOCALES.map((locale) => ({ value: locale.shortCode, label: <span lang={locale.shortCode}>{locale.name}</span> }))}
          name="language"
          value={chosenLanguage}
          onChange={(event) => setChosenLanguage(event.target.value as LocaleShortCode)}
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
