/**
 * Whether a product carries a price. Spec 3: a null price means "not purchasable". Lists show no
 * amount for such a product (never "0,00 €", which the old `price ?? 0` mapping printed) and
 * add-to-cart stays disabled. A real 0 is a price (a free item stays buyable, as the cart rule's
 * tests already require); a negative or unreadable amount is treated as missing
 * (docs/decisions/0030-catalogue-navigation-and-prices.md).
 */
export const hasPrice = (price: number | string | null | undefined): boolean => {
  const value = typeof price === 'string' ? Number(price.trim() || Number.NaN) : Number(price ?? Number.NaN);
  return Number.isFinite(value) && value >= 0;
};
