import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
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
    <IconButton
      onClick={onOpenCart}
      label={t('navbar.cart', { count: lineCount })}
      className={clsx('relative', className)}
    >
      <CartIcon />
      <CountBubble count={lineCount} />
    </IconButton>
  );
}
