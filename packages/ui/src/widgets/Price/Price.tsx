import { formatEur, formatPercent, hasPrice } from '@salon/domain';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocaleCode } from './useLocaleCode';

export type Amount = number | string | null | undefined;

export interface PriceProps {
  /** Current price in EUR; null means the product cannot be bought. */
  price: Amount;
  /** Price before the discount, struck through when higher than the price. */
  oldPrice?: Amount;
  /** Discount in whole percent (15 means 15 %). */
  discountRate?: number | string | null;
  size?: 'sm' | 'md' | 'lg';
  /** span inside links and other phrasing content. */
  as?: 'p' | 'span';
  className?: string;
}

const sizeClasses = { sm: 'text-body-sm', md: 'text-body', lg: 'text-h3' } as const;

const toNumber = (amount: Amount | number): number =>
  typeof amount === 'string' ? Number(amount.trim() || Number.NaN) : Number(amount ?? Number.NaN);

/** EUR price in the interface locale; an old price is struck through and named for screen readers. */
export function Price({ price, oldPrice, discountRate, size = 'md', as: Tag = 'p', className }: PriceProps) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  // The domain's price rule decides whether there is an amount to show.
  const current = hasPrice(price) ? formatEur(price, locale) : '';
  if (!current) {
    return <Tag className={clsx('text-brand-muted', sizeClasses[size], className)}>{t('productCard.priceUnavailable')}</Tag>;
  }
  const previous = toNumber(oldPrice) > toNumber(price) ? formatEur(oldPrice, locale) : '';
  const rate = toNumber(discountRate ?? null);
  const discount = Number.isFinite(rate) && rate > 0 ? formatPercent(rate, locale) : '';
  return (
    <Tag className={clsx('flex flex-wrap items-baseline gap-x-2', sizeClasses[size], className)}>
      <span className={clsx('font-semibold', previous ? 'text-brand-accent' : 'text-brand-ink')}>
        {previous ? <span className="sr-only">{t('productCard.currentPrice')} </span> : null}
        {current}
      </span>
      {previous ? (
        <s className="text-body-sm text-brand-muted">
          <span className="sr-only">{t('productCard.oldPrice')} </span>
          {previous}
        </s>
      ) : null}
      {discount ? (
        <span className="rounded bg-brand-accent px-1.5 text-body-sm font-semibold text-brand-paper">
          <span className="sr-only">{t('productCard.discount')} </span>-{discount}
        </span>
      ) : null}
    </Tag>
  );
}
