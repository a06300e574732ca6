import { formatEur } from '@salon/domain';
import { useApp } from '../lib/appContext';
import { useCart } from '../lib/cart';
import { Dialog } from './Dialog';

/** TODO(ui-modals): swap for the @salon/ui cart modal (namespace cartModal exists, component not exported yet). */
export function CartDialog() {
  const { t, closeModal, locale, user } = useApp();
  const cart = useCart();
  const order = cart.order;
  const isLoyal = user?.active_company?.customer.loyalty.is_loyal ?? false;
  return (
    <Dialog title={t('cart')} onClose={closeModal} testId="cart-modal" side="right">
      {!order || order.order_lines.length === 0 ? (
        <p>{t('cartEmpty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('cart')}>
            {order.order_lines.map((line) => (
              <li key={line.id} className="flex items-center gap-3 border-b border-brand-line pb-3" data-testid="cart-line">
                <div className="min-w-0 flex-1">
                  <p className="text-body-sm text-brand-muted">{line.product?.brand_name}</p>
                  <p className="font-semibold">{line.product?.name ?? ''}</p>
                  <p>{formatEur(line.price, locale)}</p>
                </div>
                <label className="flex flex-col text-body-sm">
                  {t('quantity')}
                  <input
                    type="number"
                    min={0}
                    defaultValue={line.quantity}
                    className="w-16 rounded border border-brand-line px-2 py-1"
                    onChange={(event) => {
                      const quantity = Number(event.target.value);
                      if (Number.isInteger(quantity) && quantity >= 0) cart.setQuantity(line.id, quantity);
                    }}
                  />
                </label>
                <button type="button" className="text-body-sm underline" onClick={() => void cart.removeLine(line.id)}>
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
          {isLoyal ? (
            <label className="mt-4 flex items-center gap-2">
              <input type="checkbox" checked={order.use_loyalty_points} onChange={(event) => void cart.toggleLoyaltyPoints(event.target.checked)} />
              {t('useLoyaltyPoints')}
            </label>
          ) : null}
          <p className="mt-4 flex justify-between text-h3">
            <span>{t('total')}</span>
            <span data-testid="cart-total">{formatEur(order.total_with_coupon_discount, locale)}</span>
          </p>
          <a href={`/order/${order.uuid}/delivery`} onClick={closeModal} className="mt-4 block rounded bg-brand-ink px-4 py-3 text-center font-semibold text-brand-paper">
            {t('checkout')}
          </a>
        </>
      )}
    </Dialog>
  );
}
