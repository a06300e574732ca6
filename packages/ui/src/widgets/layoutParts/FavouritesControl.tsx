import { FAVOURITES_PATH } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { HeartIcon } from './icons';

export interface FavouritesControlProps {
  isLoggedIn: boolean;
  /** Called instead of navigating when nobody is logged in (favourites need login). */
  onLoginRequired: () => void;
  href?: string;
}

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
    <button type="button" onClick={onLoginRequired} aria-label={t('navbar.favourites')} className={controlClass}>
      <HeartIcon />
    </button>
  );
}
