import { ApiError, type Order } from '@salon/api-client';
import { isEventCheckoutPath, isEventOrder, isOrderEditBlocked } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Message, buttonVariants } from '@salon/ui';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useApp } from './appContext';
import { useCart } from './cart';
import { readAnonymousOrders, rememberAnonymousOrder } from './cartStorage';


/** The order of a checkout page: the {id} of the URL, else the current cart. */
export function useCheckoutOrder(): {
  order: Order | null;
  isLoading: boolean;
  /** The order of the URL could not be loaded (not a 404, which sends the shopper home). */
  isError: boolean;
  retry: () => void;
  isEventCheckout: boolean;
  changesBlocked: boolean;
} {
  const { id } = useParams();
  const { queries, isLoggedIn } = useApp();
  const cart = useCart();
  const location = useLocation();
  const navigate = useNavigate();
  const byId = useQuery({ ...queries.order(id ?? ''), enabled: Boolean(id) });
  const order = id ? (byId.data ?? null) : cart.order;
  const isEventCheckout = isEventCheckoutPath(location.pathname);
  // Spec section 4: an order reported as not found sends the shopper on an /order/ page to /.
  const notFound = Boolean(id) && isOrderMissing(byId.error);
  useEffect(() => {
    if (notFound) navigate('/', { replace: true });
  }, [notFound, navigate]);
  // An anonymous event order is kept in this browser while it is a draft (spec section 4), so a
  // login connects it to the account; once placed it leaves the list.
  const seenStatus = id ? byId.data?.status : undefined;
  useEffect(() => {
    if (id === undefined || seenStatus === undefined || isLoggedIn) return;
    if (isEventOrder(seenStatus) || readAnonymousOrders().some((ref) => ref.uuid === id)) rememberAnonymousOrder({ uuid: id, status: seenStatus });
  }, [id, seenStatus, isLoggedIn]);
  return {
    order,
    isLoading: id ? byId.isLoading || notFound : cart.isLoading,
    isError: Boolean(id) && byId.isError && !notFound,
    retry: () => void byId.refetch(),
    isEventCheckout,
    changesBlocked: order ? isOrderEditBlocked(order.status, location.pathname) : false,
  };
}

/** ORDER_NOT_FOUND, or any 404 (an id that is no order at all). */
const isOrderMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The visible reason why a checkout page's controls are disabled. */
export function OrderNotEditableNote() {
  const { t } = useApp();
  return (
    <p role="note" data-testid="order-not-editable" className="my-4 rounded bg-status-info-bg px-3 py-2 text-body-sm text-status-info">
      {t('orderNotEditable')}
    </p>
  );
}

const PRODUCT_CHECKOUT_STEPS = ['delivery', 'information', 'payment'] as const;
// Tickets are not delivered: an event order has no delivery step (event-information, event-payment).
const EVENT_CHECKOUT_STEPS = ['information', 'payment'] as const;

export function CheckoutSteps({ current }: { current: 'delivery' | 'information' | 'payment' }) {
  const { t } = useApp();
  const steps = isEventCheckoutPath(useLocation().pathname) ? EVENT_CHECKOUT_STEPS : PRODUCT_CHECKOUT_STEPS;
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

/**
 * A checkout step without its order: still loading (an anonymous cart is read from this
 * browser's storage after hydration), the order failed to load (with a retry), or there is no
 * cart at all (a bookmarked step, a cart already paid): said, with the way back to the shop.
 */
export function CheckoutWithoutOrder({ current, checkout }: { current: 'delivery' | 'information' | 'payment'; checkout: Pick<ReturnType<typeof useCheckoutOrder>, 'isLoading' | 'isError' | 'retry'> }) {
  const { t } = useApp();
  return (
    <>
      <h1 className="text-h1">{t('checkout')}</h1>
      <CheckoutSteps current={current} />
      {checkout.isLoading ? (
        <p role="status" className="my-4 text-body">
          {t('loading')}
        </p>
      ) : checkout.isError ? (
        <Message kind="error" title={t('orderLoadFailed')} className="my-4">
          <Button variant="secondary" onClick={checkout.retry} className="mt-2">
            {t('retry')}
          </Button>
        </Message>
      ) : (
        <div className="my-4 flex flex-col items-start gap-3">
          <p className="text-body">{t('cartEmpty')}</p>
          <Link to="/" className={buttonVariants({ variant: 'primary', size: 'md' })}>
            {t('continueShopping')}
          </Link>
        </div>
      )}
    </>
  );
}
