export interface CartableProduct {
  readonly price: number | string | null;
  readonly valid_restrictions?: readonly unknown[] | null;
  readonly is_disabled?: boolean | null;
}

/** Add to cart is off for unpriced, restricted or disabled products, and ones already in the cart. */
export const isAddToCartDisabled = (product: CartableProduct, isInCart: boolean): boolean =>
  product.price === null ||
  (product.valid_restrictions?.length ?? 0) > 0 ||
  product.is_disabled === true ||
  isInCart;
