import { FAVOURITES_PATH } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
import { HeartIcon } from './icons';

export interface FavouritesControlProps {
  isLoggedIn: boolean;
  /** Called instead of navigating when nobody is logged in (favourites need login). */
  onLoginRequired: () => void;
  href?: string;
}

// The link looks like the ghost IconButton the logged-out visitor gets.
const controlClass = 'inline-flex rounded p-2 text-brand-ink hover:bg-brand-surface';

export function FavouritesControl({ isLoggedIn, onLoginRequired, href = FAVOURITES_PATH }: FavouritesControlProps) {
  const { t } = useTranslation();
  if (isLoggedIn) {
    return (
      <a href={href} aria-label={t('navbar.favourites')} className={controlClass}>
        <HeartIcon />
      </a>
    );
  }
  return (
    <IconButton onClick={onLoginRequired} label={t('navbar.favourites')}>
      <HeartIcon />
    </IconButton>
  );
}
