/** Response schemas of users, customers (the entities a user acts for) and their addresses. */
import { z } from 'zod';
import { ADDRESS_TYPE, addressSchema, customerSchema, idSchema, numericStringSchema, SOCIAL_PROVIDER_IDS } from '@salon/domain';

const loyaltyTierRef = z.object({ level: z.number().int(), min_amount: z.number(), discount_percent: z.number() });

export const customerResponse = customerSchema.extend({
  /** The uuid again, under the name the storefront's routes use. */
  id: z.guid(),
  middle_name: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.string().nullable(),
  /** null unless the customer is a loyalty member. */
  customer_loyalty: z
    .object({ non_reserved_points_balance: z.number().int(), current_tier: loyaltyTierRef, next_tier: loyaltyTierRef.nullable(), total_spent_amount: numericStringSchema })
    .nullable(),
}).meta({ id: 'Customer' });

/** GET /rest-auth/customers/: each customer with the user's role in it and whether it is the active one. */
export const userCustomerResponse = customerResponse.extend({ role: z.string(), is_active: z.boolean() }).meta({ id: 'UserCustomer' });

export const authUserResponse = z.object({
  pk: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_email_subscription: z.boolean(),
  permission_groups: z.array(z.object({ name: z.string() })),
  active_role_permissions: z.array(z.string()),
  active_company: z.object({ customer: customerResponse, role: z.string() }).nullable(),
  /** Providers of the social logins linked to this user, one per linked account. */
  social_logins: z.array(z.enum(SOCIAL_PROVIDER_IDS)),
}).meta({ id: 'AuthUser' });

export const addressResponse = addressSchema.extend({
  type: z.enum(ADDRESS_TYPE),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country_id: idSchema,
  phone: z.string().nullable(),
}).meta({ id: 'Address' });
