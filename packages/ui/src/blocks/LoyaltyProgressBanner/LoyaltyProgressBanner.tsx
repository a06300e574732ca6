import { loyaltyProgressBannerSpec } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { LoyaltyProgressBar } from '../../widgets/LoyaltyProgressBar';
import { defineBlock } from '../core/defineBlock';

export const loyaltyProgressBannerBlock = defineBlock(loyaltyProgressBannerSpec, {
  render: function LoyaltyProgressBanner({ props, context }) {
    const { t } = useTranslation();
    // Only members have a progress to show.
    if (!context.user.loggedIn || !context.user.isLoyal) return null;
    return (
      <section className="rounded border border-brand-line p-6">
        <h2 className="font-display text-h2">{props.title || t('blocks.loyalty.progressTitle')}</h2>
        {props.description ? <p className="mt-1 text-body text-brand-muted">{props.description}</p> : null}
        <LoyaltyProgressBar totalSpent={context.user.loyaltySpendEur ?? 0} className="mt-4" />
      </section>
    );
  },
});
