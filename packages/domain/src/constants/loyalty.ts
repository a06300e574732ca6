export interface LoyaltyTier {
  readonly level: number;
  /** Lowest total spend in EUR that reaches this tier. */
  readonly minAmount: number;
  readonly discountPercent: number;
}

/**
 * Spend-based tiers, ascending. The spec hides tier 3's threshold; 1500 follows from tier 2
 * ending at 1499 EUR.
 */
export const LOYALTY_TIERS: readonly [LoyaltyTier, ...LoyaltyTier[]] = [
  { level: 1, minAmount: 0, discountPercent: 10 },
  { level: 2, minAmount: 500, discountPercent: 15 },
  { level: 3, minAmount: 1500, discountPercent: 20 },
];

/** One loyalty point is worth one cent off an order (docs/decisions/0006, 0037). */
export const LOYALTY_POINT_CENTS = 1;
