import { hasPrice } from './hasPrice';

export interface CartableProduct {
  readonly price: number | string | null;
  readonly valid_restrictions?: readonly unknown[] | null;
  readonly is_disabled?: boolean | null;
}

/** Why a product cannot go in the cart, whoever asks (storefront button, API order lines). */
export const ADD_TO_CART_BLOCKER = {
  NO_PRICE: 'NO_PRICE',
  DISABLED: 'DISABLED',
  RESTRICTED: 'RESTRICTED',
} as const;
export type AddToCartBlocker = (typeof ADD_TO_CART_BLOCKER)[keyof typeof ADD_TO_CART_BLOCKER];

/**
 * The one add-to-cart rule: unpriced, disabled or restricted (for the viewer) products cannot be
 * bought. The first reason that applies, or null when the product may go in the cart.
 */
export const addToCartBlocker = (product: CartableProduct): AddToCartBlocker | null => {
  if (!hasPrice(product.price)) return ADD_TO_CART_BLOCKER.NO_PRICE;
  if (product.is_disabled === true) return ADD_TO_CART_BLOCKER.DISABLED;
  if ((product.valid_restrictions?.length ?? 0) > 0) return ADD_TO_CART_BLOCKER.RESTRICTED;
  return null;
};

/** Add to cart is off for unpriced, restricted or disabled products, and ones already in the cart. */
export const isAddToCartDisabled = (product: CartableProduct, isInCart: boolean): boolean =>
  addToCartBlocker(product) !== null || isInCart;
