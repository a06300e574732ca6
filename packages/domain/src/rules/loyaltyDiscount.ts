import type { LoyaltyTier } from '../constants/loyalty';
import { CENTS_PER_EUR, PERCENT_BASE } from '../constants/units';

/** The tier's discount on an amount, rounded to cents. */
export const loyaltyDiscount = (amountEur: number, tier: Pick<LoyaltyTier, 'discountPercent'>): number => {
  if (!Number.isFinite(amountEur) || amountEur <= 0) return 0;
  return Math.round((amountEur * tier.discountPercent * CENTS_PER_EUR) / PERCENT_BASE) / CENTS_PER_EUR;
};
