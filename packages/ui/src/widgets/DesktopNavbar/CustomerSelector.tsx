import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface CustomerOption {
  uuid: string;
  name: string;
}

export interface CustomerSelectorProps {
  customers: readonly CustomerOption[];
  activeUuid: string;
  /** The permission check's answer; without it the active customer is a plain label. */
  canSwitch: boolean;
  onChange: (uuid: string) => void;
}

export function CustomerSelector({ customers, activeUuid, canSwitch, onChange }: CustomerSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const active = customers.find((customer) => customer.uuid === activeUuid);
  if (canSwitch && customers.length > 1) {
    return (
      <div className="flex flex-col text-body-sm">
        <label htmlFor={id} className="sr-only">
          {t('navbar.customer')}
        </label>
        <select
          id={id}
          value={activeUuid}
          onChange={(event) => onChange(event.target.value)}
          className="max-w-48 truncate rounded border border-brand-line bg-brand-paper px-2 py-2"
        >
          {customers.map((customer) => (
            <option key={customer.uuid} value={customer.uuid}>
              {customer.name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (!active) return null;
  return (
    <p className="max-w-48 truncate text-body-sm" data-testid="customer-label">
      <span className="sr-only">{t('navbar.customer')}: </span>
      {active.name}
    </p>
  );
}
