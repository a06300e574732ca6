import type { Address } from '@salon/api-client';
import { ADDRESS_TYPE, COUNTRY_ID, toBcp47, type AddressType, type CountryId } from '@salon/domain';
import { Button, type AddressValues } from '@salon/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { AppTextKey } from '../../i18n/appTexts';
import { useApp } from '../../lib/appContext';
import { guardedImport } from '../../lib/chunkReload';
import { privatePageMeta } from '../../lib/meta';
import { whenIdle } from '../../lib/whenIdle';
import { useWriteFailure } from '../../lib/writeFailure';
import { writeFailureText } from '../../lib/writeFailureDisplay';

const importAddressFormModal = () => import('../../components/AddressFormModal');
// Fetched at the first idle moment after the list is shown (a failure there is left to the
// opening, whose chunk guard may reload), so the form opens at once.
const NewAddressFormModal = lazy(guardedImport(importAddressFormModal));

export const meta = privatePageMeta('addresses', 'account');

const SECTIONS: { type: AddressType; title: AppTextKey }[] = [
  { type: ADDRESS_TYPE.DELIVERY, title: 'deliveryAddresses' },
  { type: ADDRESS_TYPE.INVOICE, title: 'invoiceAddresses' },
];

const ISO_OF_COUNTRY = new Map<number, string>(Object.entries(COUNTRY_ID).map(([iso, id]) => [id, iso]));

const toValues = (address: Address): AddressValues => ({
  type: address.type,
  name: address.name,
  street: address.street,
  city: address.city,
  postalCode: address.postal_code,
  countryId: address.country_id as CountryId,
  phone: address.phone ?? '',
});

/**
 * The active customer's address book (issue 17 item 3): delivery and invoice addresses, added
 * and edited through the new-address-form modal and deleted here. Every change is the API's:
 * the list shows what is stored, and a refusal is shown.
 */
export default function Addresses() {
  const { t, user, api, queries, locale } = useApp();
  const queryClient = useQueryClient();
  const showFailure = useWriteFailure();
  useEffect(() => whenIdle(() => void importAddressFormModal().catch(() => {})), []);
  const customer = user?.active_company?.customer ?? null;
  const uuid = customer?.uuid ?? '';
  const addresses = useQuery({ ...queries.addresses(uuid), enabled: uuid !== '' });
  const [adding, setAdding] = useState<AddressType | null>(null);
  const [editing, setEditing] = useState<Address | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const countryName = (id: number) => {
    const iso = ISO_OF_COUNTRY.get(id);
    return iso ? (new Intl.DisplayNames([toBcp47(locale)], { type: 'region' }).of(iso) ?? iso) : String(id);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.addresses(uuid).queryKey });

  const save = async (values: AddressValues) => {
    setSubmitting(true);
    setAddError(null);
    const body = {
      type: values.type,
      name: values.name,
      street: values.street,
      city: values.city,
      postal_code: values.postalCode,
      country_id: values.countryId,
      phone: values.phone.trim() || null,
    };
    try {
      if (editing) await api.customers.updateAddress(uuid, editing.id, body);
      else await api.customers.addAddress(uuid, body);
      await refresh();
      setAdding(null);
      setEditing(null);
    } catch (error) {
      // Shown in the form, which keeps what was typed.
      setAddError(writeFailureText(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  const remove = async (address: Address) => {
    setDeleting(address.id);
    try {
      await api.customers.deleteAddress(uuid, address.id);
      await refresh();
    } catch (error) {
      showFailure(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section>
      <h1 className="text-h1">{t('addresses')}</h1>
      {addresses.isLoading ? (
        <p role="status">{t('loading')}</p>
      ) : addresses.isError ? (
        <div role="alert" className="my-4 flex items-center gap-4 rounded border border-status-error bg-status-error-bg p-4 text-status-error">
          <span>{t('addressesFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void addresses.refetch()} className="border-current font-semibold">
            {t('retry')}
          </Button>
        </div>
      ) : (
        SECTIONS.map((section) => {
          const list = (addresses.data ?? []).filter((address) => address.type === section.type);
          return (
            <section key={section.type} className="my-6" aria-labelledby={`addresses-${section.type}`} data-testid={`addresses-${section.type}`}>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                <h2 id={`addresses-${section.type}`} className="text-h3">
                  {t(section.title)}
                </h2>
                <Button variant="secondary" onClick={() => setAdding(section.type)} className="text-body-sm font-semibold hover:bg-brand-ink hover:text-brand-paper">
                  {t('addAddress')}
                </Button>
              </div>
              {list.length === 0 ? (
                <p className="text-brand-muted">{t('noAddresses')}</p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {list.map((address) => (
                    <li key={address.id} className="flex items-start justify-between gap-3 rounded border border-brand-line p-4">
                      <address className="not-italic">
                        {address.name ? <span className="block font-semibold">{address.name}</span> : null}
                        <span className="block">{address.street}</span>
                        <span className="block">
                          {address.postal_code} {address.city}
                        </span>
                        <span className="block">{countryName(address.country_id)}</span>
                        {address.phone ? <span className="block">{address.phone}</span> : null}
                      </address>
                      <div className="flex flex-col gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setEditing(address)}
                          aria-label={t('editAddress', { address: `${address.street}, ${address.city}` })}
                          className="border-brand-line text-body-sm hover:border-brand-ink"
                        >
                          {t('edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => void remove(address)}
                          disabled={deleting === address.id}
                          aria-label={t('deleteAddress', { address: `${address.street}, ${address.city}` })}
                          className="border-brand-line text-body-sm hover:border-status-error hover:text-status-error disabled:opacity-50"
                        >
                          {t('delete')}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
      {adding || editing ? (
        <Suspense fallback={null}>
          <NewAddressFormModal
            open
            key={editing?.id ?? 'new'}
            onClose={() => {
              setAdding(null);
              setEditing(null);
              setAddError(null);
            }}
            type={editing?.type ?? adding ?? ADDRESS_TYPE.DELIVERY}
            {...(editing ? { address: toValues(editing) } : {})}
            countryId={(customer?.delivery_country_id ?? COUNTRY_ID.EE) as CountryId}
            submitting={submitting}
            serverError={addError}
            onSubmit={(values) => void save(values)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
