import { HOME_PATH } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CartButton } from '../layoutParts/CartButton';
import { FavouritesControl } from '../layoutParts/FavouritesControl';
import { CloseIcon, LoyalUserIcon, MenuIcon, SearchIcon, UserIcon } from '../layoutParts/icons';

export interface MobileTopBarProps {
  /** Carries its own accessible name (e.g. an img with alt text); it links to the home page. */
  logo: ReactNode;
  isLoggedIn: boolean;
  /** Loyalty members get their own account icon. */
  isLoyal?: boolean;
  cartLineCount: number;
  onOpenSearch: () => void;
  onOpenCart: () => void;
  /** Logged in: opens the customer navigation. */
  onOpenAccount: () => void;
  /** Logged out: favourites and account open the login instead. */
  onLoginRequired: () => void;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  /** id of the menu element the toggle controls. */
  menuId?: string;
}

const iconButtonClass = 'inline-flex rounded p-2 text-brand-ink hover:bg-brand-surface';

export function MobileTopBar({
  logo,
  isLoggedIn,
  isLoyal = false,
  cartLineCount,
  onOpenSearch,
  onOpenCart,
  onOpenAccount,
  onLoginRequired,
  isMenuOpen,
  onToggleMenu,
  menuId,
}: MobileTopBarProps) {
  const { t } = useTranslation();
  const accountLabel = !isLoggedIn ? t('navbar.logIn') : isLoyal ? t('navbar.loyalAccount') : t('navbar.account');
  const AccountIcon = isLoggedIn && isLoyal ? LoyalUserIcon : UserIcon;
  return (
    <header className="flex items-center justify-between gap-2 border-b border-brand-line bg-brand-paper px-2 py-2 text-brand-ink">
      <a href={HOME_PATH} className="px-2">
        {logo}
      </a>
      <div className="flex items-center">
        <button type="button" onClick={onOpenSearch} aria-label={t('navbar.search')} className={iconButtonClass}>
          <SearchIcon />
        </button>
        <FavouritesControl isLoggedIn={isLoggedIn} onLoginRequired={onLoginRequired} />
        <CartButton lineCount={cartLineCount} onOpenCart={onOpenCart} />
        <button
          type="button"
          onClick={isLoggedIn ? onOpenAccount : onLoginRequired}
          aria-label={accountLabel}
          data-icon={isLoggedIn && isLoyal ? 'loyal' : 'regular'}
          className={iconButtonClass}
        >
          <AccountIcon />
        </button>
        <button
          type="button"
          onClick={onToggleMenu}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={t('navbar.menu')}
          className={iconButtonClass}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </header>
  );
}
