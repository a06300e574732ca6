import { formatEur } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocaleCode, type Amount } from '../../widgets/Price';
import { OrderTotals, type OrderTotalsValues } from '../CartModal/OrderTotals';
import { ModalWrapper } from '../ModalWrapper';

export interface OrderSummaryLine {
  id: number | string;
  name: string;
  quantity: number;
  /** Unit price in EUR. */
  price: Amount;
}

export interface MobileOrderSummaryModalProps {
  open: boolean;
  onClose: () => void;
  lines: readonly OrderSummaryLine[];
  totals: OrderTotalsValues;
  usedLoyaltyPoints?: number | null;
}

/** Checkout on phones: the order's lines and totals, which sit in a side column on desktop. */
export function MobileOrderSummaryModal({ open, onClose, lines, totals, usedLoyaltyPoints }: MobileOrderSummaryModalProps) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  return (
    <ModalWrapper open={open} onClose={onClose} title={t('cartModal.summaryTitle')}>
      <ul className="mb-4 flex flex-col divide-y divide-brand-line">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2 text-body-sm">
            <span>
              {line.name} <span className="text-brand-muted">× {line.quantity}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatEur(Number(line.price ?? 0) * line.quantity, locale)}</span>
          </li>
        ))}
      </ul>
      {usedLoyaltyPoints ? <p className="mb-2 text-body-sm">{t('cartModal.pointsUsed', { points: usedLoyaltyPoints })}</p> : null}
      <OrderTotals totals={totals} />
    </ModalWrapper>
  );
}
