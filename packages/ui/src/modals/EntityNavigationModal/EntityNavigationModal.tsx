import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export interface EntityCustomer {
  uuid: string;
  name: string;
  isIndividual: boolean;
  regCode?: string | null;
}

export interface EntityNavigationModalProps {
  open: boolean;
  onClose: () => void;
  customers: readonly EntityCustomer[];
  activeCustomerUuid: string | null;
  onChoose: (uuid: string) => void;
  /** Offered to add a business (company) account to the user. */
  onAddBusinessAccount?: () => void;
  /** Account page links shown under the chooser. */
  links?: readonly { href: string; label: string }[];
  onLogout?: () => void;
}

/** Chooses the customer (business or private) the user acts for; opens after login with several customers. */
export function EntityNavigationModal({
  open,
  onClose,
  customers,
  activeCustomerUuid,
  onChoose,
  onAddBusinessAccount,
  links = [],
  onLogout,
}: EntityNavigationModalProps) {
  const { t } = useTranslation();
  return (
    <ModalWrapper open={open} onClose={onClose} title={t('accountModals.entityTitle')} size="sm">
      <p className="mb-3 text-body-sm text-brand-muted">{t('accountModals.entityIntro')}</p>
      <ul className="flex flex-col gap-2">
        {customers.map((customer) => {
          const active = customer.uuid === activeCustomerUuid;
          return (
            <li key={customer.uuid}>
              <Button
                variant="unstyled"
                aria-current={active ? 'true' : undefined}
                onClick={() => onChoose(customer.uuid)}
                className={`flex w-full items-center justify-between gap-3 rounded border px-4 py-3 text-left ${active ? 'border-brand-ink bg-brand-surface' : 'border-brand-line hover:border-brand-ink'}`}
              >
                <span>
                  <span className="block font-semibold">{customer.name}</span>
                  <span className="block text-body-sm text-brand-muted">
                    {customer.isIndividual ? t('accountModals.private') : t('accountModals.business')}
                    {customer.regCode ? ` · ${customer.regCode}` : ''}
                  </span>
                </span>
                {active ? <span className="text-body-sm font-semibold">{t('accountModals.active')}</span> : null}
              </Button>
            </li>
          );
        })}
      </ul>
      {onAddBusinessAccount ? (
        <Button variant="link" onClick={onAddBusinessAccount} className="mt-4 text-body-sm font-semibold">
          {t('accountModals.addBusinessAccount')}
        </Button>
      ) : null}
      {links.length > 0 || onLogout ? (
        <nav aria-label={t('accountModals.accountMenu')} className="mt-6 border-t border-brand-line pt-4">
          <ul className="flex flex-col gap-2">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="underline">
                  {link.label}
                </a>
              </li>
            ))}
            {onLogout ? (
              <li>
                <Button variant="link" onClick={onLogout}>
                  {t('accountModals.logOut')}
                </Button>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </ModalWrapper>
  );
}
