import type { Order } from '@salon/api-client';
import { isOrderChangeBlocked } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApp } from './appContext';
import { useCart } from './cart';

export type CheckoutStep = 'delivery' | 'information' | 'payment' | 'payment-status' | 'success' | 'failed' | 'event-information' | 'event-payment';

export const checkoutHref = (uuid: string, step: CheckoutStep, search = '') => `/order/${uuid}/${step}${search}`;

/** The order of a checkout page: the {id} of the URL, else the current cart. */
export function useCheckoutOrder(): { order: Order | null; isLoading: boolean; isEventCheckout: boolean; changesBlocked: boolean } {
  const { id } = useParams();
  const { queries } = useApp();
  const cart = useCart();
  const location = useLocation();
  const byId = useQuery({ ...queries.order(id ?? ''), enabled: Boolean(id) });
  const order = id ? (byId.data ?? null) : cart.order;
  const isEventCheckout = /\/event-(information|payment)\/?$/.test(location.pathname);
  return {
    order,
    isLoading: id ? byId.isLoading : cart.isLoading,
    isEventCheckout,
    // Payment-stage pages only: the cart itself edits DRAFT orders (see orderStatusRules).
    changesBlocked: order ? isOrderChangeBlocked(order.status, isEventCheckout) && order.status !== 1 : false,
  };
}

export function CheckoutSteps({ current }: { current: 'delivery' | 'information' | 'payment' }) {
  const { t } = useApp();
  const steps = ['delivery', 'information', 'payment'] as const;
  return (
    <ol className="my-4 flex gap-4" aria-label={t('checkout')}>
      {steps.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={step === current ? 'font-semibold underline' : 'text-brand-muted'}>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
