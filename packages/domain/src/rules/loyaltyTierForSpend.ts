import { LOYALTY_TIERS, type LoyaltyTier } from '../constants/loyalty';

export interface LoyaltyTierStanding extends LoyaltyTier {
  /** The tier above, or null at the top. */
  readonly nextTier: LoyaltyTier | null;
}

/** The tier a total spend (EUR) reaches; negative or unreadable spend counts as none. */
export const loyaltyTierForSpend = (spendEur: number): LoyaltyTierStanding => {
  const spend = Number.isFinite(spendEur) ? spendEur : 0;
  let index = 0;
  LOYALTY_TIERS.forEach((tier, tierIndex) => {
    if (spend >= tier.minAmount) index = tierIndex;
  });
  const tier = LOYALTY_TIERS[index] ?? LOYALTY_TIERS[0];
  return { ...tier, nextTier: LOYALTY_TIERS[index + 1] ?? null };
};
