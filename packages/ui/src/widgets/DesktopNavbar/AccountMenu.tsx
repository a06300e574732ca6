import { useTranslation } from '../../i18n/useTranslation';
import type { NavLink } from '../layoutParts/types';
import { CustomerSelector, type CustomerSelectorProps } from './CustomerSelector';
import { NavDropdown } from './NavDropdown';
import { Button } from '../../primitives/Button';

export interface AccountMenuProps {
  /** The account pages (overview, orders, feedback, favourites). */
  links: readonly NavLink[];
  onLogout: () => void;
  /** The customer switch, when the user acts for several customers. */
  customerSelector?: CustomerSelectorProps;
  isLoyal?: boolean;
}

/**
 * The logged-in shopper's menu in the desktop header: account pages, the customer switch and
 * "Log out". A NavDropdown, so the keyboard model is the header's: Enter or Space opens and moves
 * focus in, Tab walks the entries, Escape closes and returns focus to the button.
 */
export function AccountMenu({ links, onLogout, customerSelector, isLoyal = false }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <NavDropdown label={isLoyal ? t('navbar.loyalAccount') : t('navbar.account')}>
      <div className="flex min-w-56 flex-col gap-3 p-2">
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block rounded px-3 py-2 hover:bg-brand-surface">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {customerSelector ? <CustomerSelector {...customerSelector} /> : null}
        <Button variant="secondary" size={null} onClick={onLogout} className="px-3 py-2 text-left font-semibold hover:bg-brand-surface">
          {t('navbar.logOut')}
        </Button>
      </div>
    </NavDropdown>
  );
}
