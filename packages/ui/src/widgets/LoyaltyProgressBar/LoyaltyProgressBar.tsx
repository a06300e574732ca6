import { formatEur, loyaltyTierForSpend, PERCENT_BASE } from '@salon/domain';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocaleCode } from '../Price';

export interface LoyaltyProgressBarProps {
  /** Total spend in EUR (number or API number string). */
  totalSpent: number | string;
  className?: string;
}

/** The customer's loyalty tier and how far the spend is towards the next one. */
export function LoyaltyProgressBar({ totalSpent, className }: LoyaltyProgressBarProps) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  const spend = Math.max(0, Number(totalSpent) || 0);
  const standing = loyaltyTierForSpend(spend);
  const next = standing.nextTier;
  const min = standing.minAmount;
  const max = next ? next.minAmount : spend;
  const ratio = next ? (spend - min) / (next.minAmount - min) : 1;
  const percent = Math.round(Math.min(1, Math.max(0, ratio)) * PERCENT_BASE);
  const valueText = next
    ? t('loyalty.progressValue', {
        spent: formatEur(spend, locale),
        target: formatEur(next.minAmount, locale),
        level: next.level,
      })
    : t('loyalty.topTierValue', { spent: formatEur(spend, locale) });

  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-body-sm">
        <p className="font-semibold text-brand-ink">
          {t('loyalty.currentTier', { level: standing.level, discount: standing.discountPercent })}
        </p>
        {next ? (
          <p className="text-brand-muted">{t('loyalty.nextTier', { level: next.level, discount: next.discountPercent })}</p>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t('loyalty.progressLabel')}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={Math.min(spend, max)}
        aria-valuetext={valueText}
        className="h-3 w-full overflow-hidden rounded-full bg-brand-line"
      >
        <div className="h-full rounded-full bg-brand-ink" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-body-sm text-brand-ink">
        {next
          ? t('loyalty.remaining', { amount: formatEur(next.minAmount - spend, locale), level: next.level })
          : t('loyalty.topTierReached')}
      </p>
    </div>
  );
}
