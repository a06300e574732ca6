import { Dialog } from './Dialog';
import { COUNTRY_ID, DOMAIN, LOCALES } from '@salon/domain';
import { useState, type FormEvent } from 'react';
import { useApp } from '../lib/appContext';
import { deliveryCountryCookie } from '../lib/deliveryCountry';
import { urlWithLanguage } from '../lib/locale';

/**
 * Delivery country and language. Saving writes the delivery-country cookie (and the active
 * customer's setting), then reloads with ?lang= so the server switches the locale.
 * TODO(ui-modals): swap for the @salon/ui delivery-country-and-language modal when exported.
 */
export function LanguageDialog() {
  const { t, closeModal, shortCode, deliveryCountryId, domain, api, user } = useApp();
  const [language, setLanguage] = useState<string>(shortCode);
  const [country, setCountry] = useState<number>(deliveryCountryId);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    document.cookie = deliveryCountryCookie(country, Date.now(), window.location.protocol === 'https:');
    const customerUuid = user?.active_company?.customer.uuid;
    if (customerUuid) await api.customers.setLocaleAndDelivery(customerUuid, { delivery_country_id: country }).catch((error: unknown) => console.warn(error));
    window.location.assign(urlWithLanguage(window.location, language));
  };
  return (
    <Dialog title={`${t('deliveryCountry')} / ${t('language')}`} onClose={closeModal} testId="language-modal">
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
        {domain === DOMAIN.LV ? null : (
          <fieldset className="flex gap-4">
            <legend className="mb-1 font-semibold">{t('deliveryCountry')}</legend>
            {[
              { id: COUNTRY_ID.EE, label: t('estonia') },
              { id: COUNTRY_ID.LV, label: t('latvia') },
            ].map((option) => (
              <label key={option.id} className="flex items-center gap-2">
                <input type="radio" name="country" checked={country === option.id} onChange={() => setCountry(option.id)} />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
        <label className="flex flex-col gap-1">
          {t('language')}
          <select name="language" value={language} onChange={(event) => setLanguage(event.target.value)} className="rounded border border-brand-line px-3 py-2">
            {LOCALES.map((locale) => (
              <option key={locale.shortCode} value={locale.shortCode}>
                {locale.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper">
          {t('save')}
        </button>
      </form>
    </Dialog>
  );
}
