import { CENTS_PER_EUR, LOYALTY_POINT_CENTS, loyaltyDiscount, loyaltyTierForSpend, PERCENT_BASE } from '@salon/domain';
import { centsToAmount, type Cents } from '../lib/money';

/** Prices include Estonian VAT (24 % since 2025-07-01); vat is the share already inside the total. */
const VAT_PERCENT = 24;
/** One loyalty point is worth one cent (the domain's rule). */
const CENTS_PER_LOYALTY_POINT = LOYALTY_POINT_CENTS;

export interface OrderTotalsInput {
  lines: readonly { priceCents: Cents; quantity: number }[];
  transportCents: Cents;
  useLoyaltyPoints: boolean;
  /** Points the customer can spend (balance minus points reserved by other orders). */
  availablePoints: number;
  /** Loyal customers only; null when the customer is not in the programme. */
  totalSpentEur: number | null;
}

export interface OrderTotals {
  linesTotal: string;
  loyaltyDiscount: string;
  usedLoyaltyPoints: number;
  transportCost: string;
  totalWithCouponDiscount: string;
  vat: string;
}

/**
 * Server-side order totals. Points pay for at most the customer's tier discount share of the
 * lines (tier 1: 10 %, tier 2: 15 %, tier 3: 20 %; docs/decisions/0006-order-totals-and-loyalty.md).
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const linesCents = input.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  let discountCents = 0;
  if (input.useLoyaltyPoints && input.totalSpentEur !== null) {
    const tier = loyaltyTierForSpend(input.totalSpentEur);
    const capCents = Math.round(loyaltyDiscount(linesCents / CENTS_PER_EUR, tier) * CENTS_PER_EUR);
    discountCents = Math.min(capCents, Math.max(0, input.availablePoints) * CENTS_PER_LOYALTY_POINT);
  }
  const totalCents = linesCents - discountCents + input.transportCents;
  const vatCents = Math.round((totalCents * VAT_PERCENT) / (PERCENT_BASE + VAT_PERCENT));
  return {
    linesTotal: centsToAmount(linesCents),
    loyaltyDiscount: centsToAmount(discountCents),
    usedLoyaltyPoints: discountCents / CENTS_PER_LOYALTY_POINT,
    transportCost: centsToAmount(input.transportCents),
    totalWithCouponDiscount: centsToAmount(totalCents),
    vat: centsToAmount(vatCents),
  };
}
