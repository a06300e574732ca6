import { COOKIE_NAME } from '@salon/domain';
import { DeliveryCountryAndLanguageModal } from '@salon/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '../lib/appContext';
import { readBrowserCookie } from '../lib/cookies';
import { deliveryCountryCookie, deliveryCountryFromCookie } from '../lib/deliveryCountry';
import { urlWithLanguage } from '../lib/locale';

/**
 * The delivery country and language modal, in a chunk of its own: a first visit opens it while the
 * page is still settling, and it should not bring the other modals' code along (decision 0054).
 */
export default function LanguageModalHost({ required }: { required: boolean }) {
  const { pathname, search } = useLocation();
  const { closeModal, shortCode, api, user } = useApp();
  const [saving, setSaving] = useState(false);
  const saved = deliveryCountryFromCookie(readBrowserCookie(COOKIE_NAME.DELIVERY_COUNTRY));
  return (
    <DeliveryCountryAndLanguageModal
      open
      onClose={closeModal}
      countryId={(user?.active_company?.customer.delivery_country_id ?? saved?.countryId ?? null) as 2 | 3 | null}
      language={shortCode}
      requireChoice={required}
      // The required choice is open when the page arrives: the server renders it (AppModals).
      inPlace={required}
      // Sent before hydration (the modal is on the page from the first paint), the form still works.
      formAction={{ action: '/delivery-country', returnTo: `${pathname}${search}` }}
      saving={saving}
      onSave={async ({ countryId, language }) => {
        setSaving(true);
        document.cookie = deliveryCountryCookie(countryId, Date.now(), window.location.protocol === 'https:');
        const customerUuid = user?.active_company?.customer.uuid;
        if (customerUuid) await api.customers.setLocaleAndDelivery(customerUuid, { delivery_country_id: countryId }).catch((error: unknown) => console.warn(error));
        // A language change reloads with ?lang= so the server switches the locale.
        window.location.assign(urlWithLanguage(window.location, language));
      }}
    />
  );
}

