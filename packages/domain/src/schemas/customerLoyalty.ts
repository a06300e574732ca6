import { z } from 'zod';
import { numberLikeSchema } from './primitives';

const loyaltyTierRefSchema = z.object({
  level: z.number().int(),
  min_amount: numberLikeSchema,
});

export const customerLoyaltySchema = z.object({
  non_reserved_points_balance: numberLikeSchema,
  current_tier: loyaltyTierRefSchema,
  next_tier: loyaltyTierRefSchema.nullable(),
  total_spent_amount: numberLikeSchema,
});
