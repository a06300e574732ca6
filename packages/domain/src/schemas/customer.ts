import { z } from 'zod';
import { dateTimeStringSchema, idSchema, uuidSchema } from './primitives';

const customerLoyaltyFlagsSchema = z.object({
  is_loyal: z.boolean(),
  can_join_loyalty: z.boolean(),
  has_been_loyal: z.boolean(),
  show_welcome_popup: z.boolean(),
});

export const customerSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  middle_name: z.string().nullable().optional(),
  created_at: dateTimeStringSchema,
  is_individual: z.boolean(),
  // Businesses only: the API drops these for individuals.
  reg_code: z.string().nullable().optional(),
  vat: z.string().nullable().optional(),
  delivery_country_id: idSchema.nullable(),
  loyalty: customerLoyaltyFlagsSchema,
});
