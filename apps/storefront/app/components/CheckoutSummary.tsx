import type { Order } from '@salon/api-client';
import { formatEur, orderLineName, parcelMachineLabel } from '@salon/domain';
import { Button, OrderTotals, type OrderSummaryLine, type OrderTotalsValues } from '@salon/ui';
import { Suspense, lazy, useId, useState } from 'react';
import { useApp } from '../lib/appContext';
import { guardedImport } from '../lib/chunkReload';

const importMobileOrderSummaryModal = () => import('./MobileOrderSummaryModal');
const MobileOrderSummaryModal = lazy(guardedImport(importMobileOrderSummaryModal));
/** Fetched when the phone's summary button is touched or focused, before the tap opens it. */
const preloadMobileOrderSummaryModal = () => void importMobileOrderSummaryModal().catch(() => {});

/** The chosen parcel machine, as the order keeps it; nothing for other deliveries. */
function ParcelMachineLine({ order }: { order: Order }) {
  const { t } = useApp();
  if (!order.parcel_machine) return null;
  return (
    <p className="mb-3 text-body-sm" data-testid="checkout-summary-parcel-machine">
      <span className="font-semibold">{t('parcelMachine')}:</span> {parcelMachineLabel(order.parcel_machine)}
    </p>
  );
}

/**
 * The order summary of every checkout step (issue 17 item 4): lines, loyalty discount, delivery,
 * VAT and total, as the API computed them. From md up it is a box beside the step; on phones a
 * button with the total opens the mobile order summary modal.
 */
export function CheckoutSummary({ order, isEventCheckout }: { order: Order; isEventCheckout: boolean }) {
  const { t, locale } = useApp();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const lines: OrderSummaryLine[] = order.order_lines.map((line) => ({
    id: line.id,
    name: orderLineName(line, locale),
    quantity: line.quantity,
    price: line.price,
  }));
  const totals: OrderTotalsValues = {
    subtotal: order.lines_total,
    linesAre: isEventCheckout ? 'tickets' : 'products',
    loyaltyDiscount: order.loyalty_discount,
    // Event orders have no delivery.
    ...(isEventCheckout ? {} : { transportCost: order.transport_cost }),
    vat: order.vat,
    total: order.total_with_coupon_discount,
  };
  return (
    <>
      <aside aria-labelledby={headingId} className="my-4 hidden rounded border border-brand-line p-4 md:block" data-testid="checkout-summary">
        <h2 id={headingId} className="mb-3 text-h3">
          {t('orderSummary')}
        </h2>
        <ul className="mb-3 flex flex-col divide-y divide-brand-line">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2 text-body-sm">
              <span>
                {line.name} <span className="text-brand-muted">× {line.quantity}</span>
              </span>
              <span className="shrink-0 tabular-nums">{formatEur(Number(line.price) * line.quantity, locale)}</span>
            </li>
          ))}
        </ul>
        {isEventCheckout ? null : <ParcelMachineLine order={order} />}
        <OrderTotals totals={totals} />
      </aside>
      <div className="my-4 md:hidden">
        <Button
          variant="secondary"
          size={null}
          onClick={() => setOpen(true)}
          onPointerDown={preloadMobileOrderSummaryModal}
          onFocus={preloadMobileOrderSummaryModal}
          className="flex w-full items-center justify-between px-4 py-3 font-semibold"
          data-testid="checkout-summary-button"
        >
          <span>{t('orderSummary')}</span>
          <span className="tabular-nums">{formatEur(order.total_with_coupon_discount, locale)}</span>
        </Button>
        {isEventCheckout ? null : (
          <div className="mt-2">
            <ParcelMachineLine order={order} />
          </div>
        )}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <MobileOrderSummaryModal open onClose={() => setOpen(false)} lines={lines} totals={totals} usedLoyaltyPoints={order.used_loyalty_points} />
        </Suspense>
      ) : null}
    </>
  );
}
