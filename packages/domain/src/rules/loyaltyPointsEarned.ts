import { LOYALTY_POINT_CENTS } from '../constants/loyalty';
import { PERCENT_BASE } from '../constants/units';
import { loyaltyTierForSpend } from './loyaltyTierForSpend';

/**
 * Points a member earns on a paid order: the tier's percentage (10 / 15 / 20 %) of the goods
 * paid, in points of one cent, by the tier reached before this order (its spend counts towards
 * the next). Transport earns nothing; points already spent on the order are not paid, so they
 * earn nothing either. Rounded down to whole points.
 */
export const loyaltyPointsEarned = (goodsPaidCents: number, spentBeforeEur: number): number => {
  if (!Number.isFinite(goodsPaidCents) || goodsPaidCents <= 0) return 0;
  const tier = loyaltyTierForSpend(spentBeforeEur);
  return Math.floor((goodsPaidCents * tier.discountPercent) / PERCENT_BASE / LOYALTY_POINT_CENTS);
};
