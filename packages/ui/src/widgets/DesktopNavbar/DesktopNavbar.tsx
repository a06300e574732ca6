import { CONTACT_PATH, HOME_PATH } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CartButton } from '../layoutParts/CartButton';
import { FavouritesControl } from '../layoutParts/FavouritesControl';
import { GlobeIcon } from '../layoutParts/icons';
import type { NavLink } from '../layoutParts/types';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';
import { CustomerSelector, type CustomerSelectorProps } from './CustomerSelector';
import { NavDropdown } from './NavDropdown';
import { Button } from '../../primitives/Button';

export interface DesktopNavbarProps {
  logo?: ReactNode;
  /** Content-driven; the dropdown is left out when empty (also on the events page). */
  trainingCentreLinks: readonly NavLink[];
  /** Content of the all-products dropdown (usually the category picker). */
  allProductsMenu?: ReactNode;
  /** Content of the brands dropdown (usually the brand directory). */
  brandsMenu?: ReactNode;
  /** Content-driven; the dropdown is left out when empty. */
  purchaseHelpLinks?: readonly NavLink[];
  /** The campaigns link shows only when campaigns exist. */
  hasCampaigns: boolean;
  campaignsHref: string;
  extraLinks?: readonly NavLink[];
  /** Content-driven menus (navigation placeholders with link groups): each opens its expanded view. */
  extraMenus?: readonly { label: string; onOpen: () => void }[];
  /** On the events page the training-centre button takes the all-products place. */
  isEventsPage?: boolean;
  /** Short code shown on the language button, e.g. "ET". */
  languageCode: string;
  onOpenLanguageModal: () => void;
  searchBox?: ReactNode;
  isLoggedIn: boolean;
  onLoginRequired: () => void;
  cartLineCount: number;
  onOpenCart: () => void;
  /** Absent when nobody is logged in or no customer is active. */
  customerSelector?: CustomerSelectorProps;
  /**
   * The logged-in shopper's account menu (pages and "Log out"); the customer switch moves into it.
   * Logged out, the header shows a "Log in" button instead.
   */
  account?: Omit<AccountMenuProps, 'customerSelector'>;
}

// The top bar's links and its menu buttons share one look.
const topLinkClass = 'inline-flex rounded px-3 py-2 hover:bg-brand-surface';

export function DesktopNavbar(props: DesktopNavbarProps) {
  const { t } = useTranslation();
  const {
    logo,
    trainingCentreLinks,
    allProductsMenu,
    brandsMenu,
    purchaseHelpLinks = [],
    hasCampaigns,
    campaignsHref,
    extraLinks = [],
    extraMenus = [],
    isEventsPage = false,
    languageCode,
    onOpenLanguageModal,
    searchBox,
    isLoggedIn,
    onLoginRequired,
    cartLineCount,
    onOpenCart,
    customerSelector,
    account,
  } = props;

  const trainingCentre =
    trainingCentreLinks.length > 0 ? <NavDropdown label={t('navbar.trainingCentre')} links={trainingCentreLinks} /> : null;
  // On the events page the training centre takes the all-products place, when it has content.
  const trainingCentreInMainBar = isEventsPage && trainingCentre !== null;

  return (
    <header className="border-b border-brand-line bg-brand-paper text-brand-ink">
      <nav aria-label={t('navbar.topLinks')} className="border-b border-brand-line">
        <ul className="mx-auto flex max-w-page flex-wrap items-center gap-1 px-gutter-lg text-body-sm">
          <li>
            <a href={CONTACT_PATH} className={topLinkClass}>
              {t('navbar.shops')}
            </a>
          </li>
          {trainingCentre && !trainingCentreInMainBar ? <li>{trainingCentre}</li> : null}
          {purchaseHelpLinks.length > 0 ? (
            <li>
              <NavDropdown label={t('navbar.purchaseHelp')} links={purchaseHelpLinks} />
            </li>
          ) : null}
          {hasCampaigns ? (
            <li>
              <a
                href={campaignsHref}
                className="inline-flex rounded bg-campaign px-3 py-2 font-semibold text-campaign-contrast hover:opacity-90"
              >
                {t('navbar.campaigns')}
              </a>
            </li>
          ) : null}
          {extraLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={topLinkClass}>
                {link.label}
              </a>
            </li>
          ))}
          {extraMenus.map((menu) => (
            <li key={menu.label}>
              <Button variant="unstyled" aria-haspopup="dialog" onClick={menu.onOpen} className={topLinkClass}>
                {menu.label}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto flex max-w-page items-center gap-3 px-gutter-lg py-3">
        {logo ? (
          <a href={HOME_PATH} className="shrink-0">
            {logo}
          </a>
        ) : null}
        <nav aria-label={t('navbar.mainNavigation')}>
          <ul className="flex items-center gap-1">
            <li>
              {trainingCentreInMainBar ? trainingCentre : <NavDropdown label={t('navbar.allProducts')}>{allProductsMenu}</NavDropdown>}
            </li>
            <li>
              <NavDropdown label={t('navbar.brands')}>{brandsMenu}</NavDropdown>
            </li>
          </ul>
        </nav>
        <div className="min-w-0 flex-1">{searchBox}</div>
        <Button
          variant="ghost"
          size={null}
          onClick={onOpenLanguageModal}
          aria-label={t('navbar.language', { language: languageCode })}
          className="inline-flex items-center gap-1 px-2 py-2 text-body-sm font-semibold"
        >
          <GlobeIcon />
          {languageCode}
        </Button>
        <FavouritesControl isLoggedIn={isLoggedIn} onLoginRequired={onLoginRequired} />
        <CartButton lineCount={cartLineCount} onOpenCart={onOpenCart} />
        {isLoggedIn && account ? (
          <AccountMenu {...account} {...(customerSelector ? { customerSelector } : {})} />
        ) : customerSelector ? (
          <CustomerSelector {...customerSelector} />
        ) : null}
        {!isLoggedIn ? (
          <Button onClick={onLoginRequired} className="text-body-sm hover:opacity-90">
            {t('navbar.logIn')}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
