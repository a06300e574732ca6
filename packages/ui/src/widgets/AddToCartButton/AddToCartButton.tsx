import { ADD_TO_CART_QUANTITY, CART_SPINNER_MIN_MS } from '@salon/domain';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { addToCartBlock, type AddToCartState } from './addToCartBlock';

export interface AddToCartButtonProps extends AddToCartState {
  /** Adds the quantity (always 1 from here) to the cart; may return a promise. */
  onAdd: (quantity: number) => void | Promise<unknown>;
  /** Called once the add settled and the spinner has shown its minimum time (open the cart modal here). */
  onAdded?: () => void;
  productName?: string;
  fullWidth?: boolean;
  className?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function Spinner({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={clsx('size-5 animate-spin motion-reduce:animate-none', className)}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Adds one unit to the cart. Disabled for a product without a price, with restrictions (the
 * reason is shown), a disabled product, or one already in the cart (shows a check and "in cart").
 * The spinner stays at least CART_SPINNER_MIN_MS so a fast answer does not flicker.
 */
export function AddToCartButton({
  price,
  restrictions,
  isDisabled,
  inCart,
  onAdd,
  onAdded,
  productName,
  fullWidth,
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const mounted = useRef(true);
  const reasonId = useId();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const block = addToCartBlock({ price, restrictions, isDisabled, inCart });
  const reason =
    block === 'restricted'
      ? (restrictions?.[0]?.reason ?? t('productCard.restricted'))
      : block === 'noPrice'
        ? t('productCard.notForSale')
        : block === 'productDisabled'
          ? t('productCard.unavailable')
          : null;

  const handleClick = async () => {
    if (block || adding) return;
    setAdding(true);
    try {
      await Promise.all([onAdd(ADD_TO_CART_QUANTITY), wait(CART_SPINNER_MIN_MS)]);
      if (mounted.current) setAdding(false);
      onAdded?.();
    } catch {
      // The caller reports the failure (popup); the button just becomes usable again.
      if (mounted.current) setAdding(false);
    }
  };

  const inCartState = block === 'inCart';
  return (
    <div className={clsx('flex flex-col gap-1', fullWidth && 'w-full', className)}>
      <Button
        onClick={handleClick}
        disabled={Boolean(block)}
        aria-busy={adding || undefined}
        aria-describedby={reason ? reasonId : undefined}
        className={clsx(
          'inline-flex min-h-11 items-center justify-center gap-2 text-body-sm',
          // In the cart, the disabled button turns into a green confirmation.
          inCartState ? 'border border-status-success bg-status-success-bg text-status-success' : 'hover:bg-black disabled:bg-brand-line disabled:text-brand-ink',
          fullWidth && 'w-full',
        )}
      >
        {adding ? (
          <>
            <Spinner />
            <span>{t('productCard.adding')}</span>
          </>
        ) : inCartState ? (
          <>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <span>{t('productCard.inCart')}</span>
          </>
        ) : (
          <span>
            {t('productCard.addToCart')}
            {productName ? <span className="sr-only">: {productName}</span> : null}
          </span>
        )}
      </Button>
      {reason ? (
        <p id={reasonId} className="text-body-sm text-status-warning">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
