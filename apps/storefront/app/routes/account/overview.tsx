import { formatEur } from '@salon/domain';
import { useApp } from '../../lib/appContext';

/** Loyalty tier, points and progress to the next tier. TODO(ui-product-widgets): LoyaltyProgressBar from @salon/ui. */
export default function Overview() {
  const { t, user, locale } = useApp();
  const customer = user?.active_company?.customer;
  const loyalty = customer?.customer_loyalty;
  const spent = Number(loyalty?.total_spent_amount ?? 0);
  return (
    <section>
      <h1 className="text-h1">{t('overview')}</h1>
      <p className="my-2">{[user?.first_name, user?.last_name].filter(Boolean).join(' ')}</p>
      {customer ? <p className="font-semibold">{customer.name}</p> : null}
      {loyalty ? (
        <div className="my-4 rounded border border-brand-line p-4" data-testid="loyalty">
          <p className="text-h3">{t('loyaltyTier', { level: loyalty.current_tier.level })}</p>
          <p>{t('loyaltyPoints', { points: loyalty.non_reserved_points_balance })}</p>
          {loyalty.next_tier ? (
            <>
              <progress max={loyalty.next_tier.min_amount} value={spent} className="w-full" />
              <p>{t('loyaltyProgress', { spent: formatEur(spent, locale), missing: formatEur(Math.max(0, loyalty.next_tier.min_amount - spent), locale) })}</p>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
