import { z } from 'zod';
import { idSchema, uuidSchema } from './primitives';

const permissionGroupSchema = z.object({ name: z.string() });

/**
 * GET /rest-auth/user/. active_role_permissions is a list of codenames (IS_* flags and
 * action_entity model permissions); active_company is null before a customer is chosen.
 */
export const authUserSchema = z.object({
  id: idSchema.optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  is_email_subscription: z.boolean(),
  permission_groups: z.array(permissionGroupSchema),
  active_role_permissions: z.array(z.string()),
  active_company: z
    .object({ customer: z.object({ uuid: uuidSchema }) })
    .nullable(),
});
