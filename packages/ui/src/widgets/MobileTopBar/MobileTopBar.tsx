import { HOME_PATH } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
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
        <IconButton onClick={onOpenSearch} label={t('navbar.search')}>
          <SearchIcon />
        </IconButton>
        <FavouritesControl isLoggedIn={isLoggedIn} onLoginRequired={onLoginRequired} />
        <CartButton lineCount={cartLineCount} onOpenCart={onOpenCart} />
        <IconButton
          onClick={isLoggedIn ? onOpenAccount : onLoginRequired}
          label={accountLabel}
          data-icon={isLoggedIn && isLoyal ? 'loyal' : 'regular'}
        >
          <AccountIcon />
        </IconButton>
        <IconButton
          onClick={onToggleMenu}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          label={t('navbar.menu')}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </div>
    </header>
  );
}
