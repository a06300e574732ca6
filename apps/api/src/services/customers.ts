import { loyaltyTierForSpend } from '@salon/domain';
import type { customers, loyaltyAccounts } from '../db/schema';

type CustomerRow = typeof customers.$inferSelect;
type LoyaltyRow = typeof loyaltyAccounts.$inferSelect;

/** Customer as the spec lists it; reg_code and vat are dropped for individuals. */
export function serializeCustomer(customer: CustomerRow, loyalty: LoyaltyRow | null, reservedPoints = 0) {
  return {
    uuid: customer.uuid,
    id: customer.uuid,
    name: customer.name,
    middle_name: customer.middleName,
    created_at: customer.createdAt.toISOString(),
    is_individual: customer.isIndividual,
    ...(customer.isIndividual ? {} : { reg_code: customer.regCode, vat: customer.vat }),
    email: customer.email,
    phone: customer.phone,
    delivery_country_id: customer.deliveryCountryId,
    locale: customer.locale,
    loyalty: {
      is_loyal: customer.isLoyal,
      can_join_loyalty: customer.canJoinLoyalty,
      has_been_loyal: customer.hasBeenLoyal,
      show_welcome_popup: customer.showWelcomePopup,
    },
    customer_loyalty: loyalty && customer.isLoyal ? serializeLoyalty(loyalty, reservedPoints) : null,
  };
}

function serializeLoyalty(loyalty: LoyaltyRow, reservedPoints: number) {
  const spent = Number(loyalty.totalSpentAmount);
  const tier = loyaltyTierForSpend(spent);
  return {
    non_reserved_points_balance: loyalty.pointsBalance - reservedPoints,
    current_tier: { level: tier.level, min_amount: tier.minAmount, discount_percent: tier.discountPercent },
    next_tier: tier.nextTier ? { level: tier.nextTier.level, min_amount: tier.nextTier.minAmount, discount_percent: tier.nextTier.discountPercent } : null,
    total_spent_amount: loyalty.totalSpentAmount,
  };
}
