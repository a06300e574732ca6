import { formatEur } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../widgets/AddToCartButton';
import { Checkbox } from '../../widgets/Checkbox';
import { useLocaleCode, type Amount } from '../../widgets/Price';
import { ModalWrapper } from '../ModalWrapper';
import { OrderTotals, type OrderTotalsValues } from './OrderTotals';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';

export interface CartLine {
  id: number | string;
  name: string;
  href: string;
  brandName?: string | null;
  imageUrl?: string | null;
  /** Unit price in EUR. */
  price: Amount;
  quantity: number;
  /** A restricted line cannot be ordered; the reason is shown. */
  restrictionReason?: string | null;
}

export interface CartLoyalty {
  pointsBalance: number;
  usePoints: boolean;
}

export interface CartModalProps {
  open: boolean;
  onClose: () => void;
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  lines: readonly CartLine[];
  totals: OrderTotalsValues;
  /** Present when the customer may pay with loyalty points. */
  loyalty?: CartLoyalty | null;
  /** False when the order can no longer change (not pending, outside an event checkout). */
  editable: boolean;
  /** A line being saved shows a spinner and ignores further changes. */
  pendingLineIds?: readonly CartLine['id'][];
  onQuantityChange: (lineId: CartLine['id'], quantity: number) => void;
  onRemove: (lineId: CartLine['id']) => void;
  onToggleLoyaltyPoints: (usePoints: boolean) => void;
  onCheckout: () => void;
}

function QuantityStepper({
  line,
  disabled,
  onQuantityChange,
  onRemove,
}: {
  line: CartLine;
  disabled: boolean;
  onQuantityChange: CartModalProps['onQuantityChange'];
  onRemove: CartModalProps['onRemove'];
}) {
  const { t } = useTranslation();
  const stepClass = 'size-9 text-lg hover:bg-brand-surface disabled:cursor-not-allowed disabled:text-brand-muted';
  return (
    <div role="group" aria-label={t('cartModal.quantityOf', { name: line.name })} className="inline-flex items-center rounded border border-brand-muted">
      <IconButton
        variant="unstyled"
        size={null}
        className={stepClass}
        disabled={disabled}
        label={t('cartModal.decrease')}
        // Quantity 0 removes the line, as the cart service does.
        onClick={() => (line.quantity <= 1 ? onRemove(line.id) : onQuantityChange(line.id, line.quantity - 1))}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        aria-label={t('cartModal.quantity')}
        disabled={disabled}
        defaultValue={line.quantity}
        key={line.quantity}
        onBlur={(event) => {
          const next = Math.floor(Number(event.target.value));
          if (!Number.isFinite(next) || next === line.quantity) return;
          if (next <= 0) onRemove(line.id);
          else onQuantityChange(line.id, next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className="h-9 w-12 border-x border-brand-muted text-center text-body tabular-nums [appearance:textfield] disabled:bg-brand-surface [&::-webkit-inner-spin-button]:appearance-none"
      />
      <IconButton
        variant="unstyled"
        size={null}
        className={stepClass}
        disabled={disabled}
        label={t('cartModal.increase')}
        onClick={() => onQuantityChange(line.id, line.quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </div>
  );
}

/** The cart (a draft order): lines with quantity steppers, loyalty points, totals and checkout. */
export function CartModal({
  open,
  onClose,
  status,
  onRetry,
  lines,
  totals,
  loyalty,
  editable,
  pendingLineIds = [],
  onQuantityChange,
  onRemove,
  onToggleLoyaltyPoints,
  onCheckout,
}: CartModalProps) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  const empty = status === 'success' && lines.length === 0;
  const hasRestricted = lines.some((line) => line.restrictionReason);

  const footer =
    status === 'success' && !empty ? (
      <div className="flex flex-col gap-3">
        <OrderTotals totals={totals} />
        <Button
          onClick={onCheckout}
          disabled={hasRestricted}
          className="min-h-11 disabled:bg-brand-line disabled:text-brand-ink"
        >
          {t('cartModal.checkout')}
        </Button>
      </div>
    ) : null;

  return (
    <ModalWrapper open={open} onClose={onClose} title={t('cartModal.title')} size="lg" footer={footer}>
      {status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 py-8 text-brand-muted">
          <Spinner />
          {t('cartModal.loading')}
        </p>
      ) : status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-6">
          <p>{t('cartModal.loadFailed')}</p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry} className="font-semibold">
              {t('common.retry')}
            </Button>
          ) : null}
        </div>
      ) : empty ? (
        <div className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-body">{t('cartModal.empty')}</p>
          <Button onClick={onClose}>
            {t('cartModal.continueShopping')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-body-sm text-brand-muted">{t('cartModal.lineCount', { count: lines.length })}</p>
          {!editable ? (
            <p role="note" className="rounded bg-status-info-bg px-3 py-2 text-body-sm text-status-info">
              {t('cartModal.notEditable')}
            </p>
          ) : null}
          <ul className="flex flex-col divide-y divide-brand-line">
            {lines.map((line) => {
              const pending = pendingLineIds.includes(line.id);
              const lineTotal = Number(line.price ?? 0) * line.quantity;
              return (
                <li key={line.id} className="flex gap-3 py-3" aria-busy={pending || undefined}>
                  <span className="size-16 shrink-0 overflow-hidden rounded bg-brand-surface">
                    {line.imageUrl ? <img src={line.imageUrl} alt="" className="size-full object-contain" /> : null}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex justify-between gap-3">
                      <div className="min-w-0">
                        {line.brandName ? <p className="text-body-sm uppercase text-brand-muted">{line.brandName}</p> : null}
                        <a href={line.href} className="text-body font-medium text-brand-ink hover:underline">
                          {line.name}
                        </a>
                        <p className="text-body-sm text-brand-muted">
                          {t('cartModal.unitPrice', { price: formatEur(line.price, locale) })}
                        </p>
                      </div>
                      <p className="shrink-0 font-semibold tabular-nums">{formatEur(lineTotal, locale)}</p>
                    </div>
                    {line.restrictionReason ? (
                      <p className="text-body-sm text-status-warning">{line.restrictionReason}</p>
                    ) : null}
                    <div className="flex items-center justify-between gap-3">
                      <QuantityStepper line={line} disabled={!editable || pending} onQuantityChange={onQuantityChange} onRemove={onRemove} />
                      {pending ? <Spinner className="size-4 text-brand-muted" /> : null}
                      <Button
                        variant="link"
                        disabled={!editable || pending}
                        onClick={() => onRemove(line.id)}
                        className="text-body-sm text-brand-ink disabled:text-brand-muted disabled:no-underline"
                      >
                        {t('cartModal.remove')}
                        <span className="sr-only">: {line.name}</span>
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {hasRestricted ? (
            <p role="alert" className="text-body-sm text-status-warning">
              {t('cartModal.restrictedLines')}
            </p>
          ) : null}
          {loyalty ? (
            <Checkbox
              label={t('cartModal.usePoints', { points: loyalty.pointsBalance })}
              checked={loyalty.usePoints}
              disabled={!editable}
              onChange={(event) => onToggleLoyaltyPoints(event.target.checked)}
            />
          ) : null}
        </div>
      )}
    </ModalWrapper>
  );
}
