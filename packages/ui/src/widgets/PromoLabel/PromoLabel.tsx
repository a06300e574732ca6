import { isPromoLabelBlack, type Instant } from '@salon/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface PromoLabelProps {
  children: ReactNode;
  /** The current instant; black styling applies inside the domain's promo window (Tallinn dates). */
  now: Instant;
  className?: string;
}

export function PromoLabel({ children, now, className }: PromoLabelProps) {
  const black = isPromoLabelBlack(now);
  return (
    <span
      data-black={black || undefined}
      className={clsx(
        'inline-flex rounded px-2 py-0.5 text-body-sm font-bold uppercase',
        black ? 'bg-brand-ink text-brand-paper' : 'bg-brand-accent text-brand-paper',
        className,
      )}
    >
      {children}
    </span>
  );
}
