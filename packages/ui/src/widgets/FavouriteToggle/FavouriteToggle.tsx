import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';

export interface FavouriteToggleProps {
  productName: string;
  isFavourite: boolean;
  loggedIn: boolean;
  /** Turning on adds the favourite; a rejected promise turns the heart back off. */
  onAdd: () => void | Promise<unknown>;
  /** Turning off deletes the stored favourite; a rejected promise turns the heart back on. */
  onRemove: () => void | Promise<unknown>;
  /** A logged-out click asks for login instead of toggling (the login modal opens). */
  onLoginRequired: () => void;
  className?: string;
}

/** A heart toggle button (aria-pressed). It flips at once and lets the caller persist the change. */
export function FavouriteToggle({ productName, isFavourite, loggedIn, onAdd, onRemove, onLoginRequired, className }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(isFavourite);
  useEffect(() => setPressed(isFavourite), [isFavourite]);

  const handleClick = () => {
    if (!loggedIn) {
      onLoginRequired();
      return;
    }
    const next = !pressed;
    setPressed(next);
    // The caller shows the failure; the heart only stops claiming a change that was not stored.
    Promise.resolve(next ? onAdd() : onRemove()).catch(() => setPressed(!next));
  };

  return (
    <IconButton
      variant="ghost"
      size={null}
      aria-pressed={loggedIn ? pressed : false}
      label={t('productCard.favourite', { name: productName })}
      onClick={handleClick}
      className={clsx('size-11 rounded-full text-brand-accent', className)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={pressed && loggedIn ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </IconButton>
  );
}
