import { Button, LoyaltyProgressBar } from '@salon/ui';
import { useApp } from '../../lib/appContext';
import { privatePageMeta } from '../../lib/meta';
import { useJoinLoyalty, useLeaveLoyalty } from '../../lib/loyaltyMembership';

export const meta = privatePageMeta('overview', 'account');

/** Loyalty tier, points and progress to the next tier. */
export default function Overview() {
  const { t, user, openModal } = useApp();
  const joinLoyalty = useJoinLoyalty();
  // Only a member can leave; the modal asks before anything is sent.
  const canLeave = useLeaveLoyalty() !== null;
  const customer = user?.active_company?.customer;
  const loyalty = customer?.customer_loyalty;
  return (
    <section>
      <h1 className="text-h1">{t('overview')}</h1>
      <p className="my-2">{[user?.first_name, user?.last_name].filter(Boolean).join(' ')}</p>
      {customer ? <p className="font-semibold">{customer.name}</p> : null}
      {loyalty ? (
        <div className="my-4 rounded border border-brand-line p-4" data-testid="loyalty">
          <p className="text-h3">{t('loyaltyTier', { level: loyalty.current_tier.level })}</p>
          <p>{t('loyaltyPoints', { points: loyalty.non_reserved_points_balance })}</p>
          <LoyaltyProgressBar totalSpent={loyalty.total_spent_amount} />
          {canLeave ? (
            <Button variant="secondary" onClick={() => openModal('loyalty-leaving')} className="mt-3 text-body-sm font-semibold hover:bg-brand-ink hover:text-brand-paper">
              {t('leaveLoyalty')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button variant="secondary" onClick={() => openModal('add-business-account')} className="my-2 text-body-sm font-semibold hover:bg-brand-ink hover:text-brand-paper">
        {t('addBusinessAccount')}
      </Button>
      {joinLoyalty ? (
        <div className="my-4 flex flex-col items-start gap-3 rounded border border-brand-line p-4" data-testid="loyalty-offer">
          <p>{t('loyaltyJoin')}</p>
          <Button size={null} onClick={() => void joinLoyalty()} className="px-5 py-2 hover:opacity-90">
            {t('joinLoyalty')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
