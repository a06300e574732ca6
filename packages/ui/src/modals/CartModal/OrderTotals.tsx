import { formatEur } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocaleCode, type Amount } from '../../widgets/Price';

export interface OrderTotalsValues {
  /** Lines' sum before discounts. */
  subtotal: Amount;
  /** What the lines are: an event order's are tickets (products when not given). */
  linesAre?: 'products' | 'tickets';
  loyaltyDiscount?: Amount;
  transportCost?: Amount;
  vat?: Amount;
  total: Amount;
}

const isPositive = (amount: Amount) => Number(amount ?? 0) > 0;

/** The order's money summary as a description list. */
export function OrderTotals({ totals }: { totals: OrderTotalsValues }) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  const row = (label: string, amount: Amount, negative = false) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">
        {negative ? '−' : ''}
        {formatEur(amount, locale)}
      </dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1 text-body-sm">
      {row(t(totals.linesAre === 'tickets' ? 'cartModal.ticketsSubtotal' : 'cartModal.subtotal'), totals.subtotal)}
      {isPositive(totals.loyaltyDiscount) ? row(t('cartModal.loyaltyDiscount'), totals.loyaltyDiscount, true) : null}
      {totals.transportCost !== undefined && totals.transportCost !== null ? row(t('cartModal.transport'), totals.transportCost) : null}
      {totals.vat !== undefined && totals.vat !== null ? row(t('cartModal.vat'), totals.vat) : null}
      <div className="mt-1 flex justify-between gap-4 border-t border-brand-line pt-2 text-body font-semibold">
        <dt>{t('cartModal.total')}</dt>
        <dd className="tabular-nums">{formatEur(totals.total, locale)}</dd>
      </div>
    </dl>
  );
}
