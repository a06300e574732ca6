import { formatEur, LOYALTY_TIERS, loyaltyLevelsTableSpec, loyaltyTierForSpend, YES_NO } from '@salon/domain';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';

export const loyaltyLevelsTableBlock = defineBlock(loyaltyLevelsTableSpec, {
  render: function LoyaltyLevelsTable({ props, context }) {
    const { t } = useTranslation();
    const { user, locale } = context;
    const currentLevel =
      props.highlightCurrentTier === YES_NO.YES && user.isLoyal && typeof user.loyaltySpendEur === 'number'
        ? loyaltyTierForSpend(user.loyaltySpendEur).level
        : null;
    return (
      <section>
        <h2 className="mb-4 font-display text-h2">{props.title || t('blocks.loyalty.levelsTitle')}</h2>
        <table className="w-full border-collapse text-left text-body">
          <thead>
            <tr className="border-b-2 border-brand-ink">
              <th scope="col" className="py-2 pr-4">{t('blocks.loyalty.level')}</th>
              <th scope="col" className="py-2 pr-4">{t('blocks.loyalty.spend')}</th>
              <th scope="col" className="py-2">{t('blocks.loyalty.discount')}</th>
            </tr>
          </thead>
          <tbody>
            {LOYALTY_TIERS.map((tier, index) => {
              const next = LOYALTY_TIERS[index + 1];
              const range = next
                ? `${formatEur(tier.minAmount, locale)} – ${formatEur(next.minAmount - 1, locale)}`
                : t('blocks.loyalty.fromAmount', { amount: formatEur(tier.minAmount, locale) });
              const current = tier.level === currentLevel;
              return (
                <tr key={tier.level} className={clsx('border-b border-brand-line', current && 'bg-scheme-green-accent font-semibold')} aria-current={current || undefined}>
                  <th scope="row" className="py-2 pr-4">
                    {t('blocks.loyalty.levelName', { level: tier.level })}
                    {current ? <span className="ml-2 text-body-sm">({t('blocks.loyalty.yourLevel')})</span> : null}
                  </th>
                  <td className="py-2 pr-4">{range}</td>
                  <td className="py-2">−{tier.discountPercent}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    );
  },
});
