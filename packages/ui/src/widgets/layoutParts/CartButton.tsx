import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';
import { CountBubble } from './CountBubble';
import { CartIcon } from './icons';

export interface CartButtonProps {
  /** Number of lines in the draft order. */
  lineCount: number;
  onOpenCart: () => void;
  className?: string;
}

export function CartButton({ lineCount, onOpenCart, className }: CartButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpenCart}
      aria-label={t('navbar.cart', { count: lineCount })}
      className={clsx('relative rounded p-2 text-brand-ink hover:bg-brand-surface', className)}
    >
      <CartIcon />
      <CountBubble count={lineCount} />
    </button>
  );
}
