import { z } from 'zod';
import { ADDRESS_TYPE } from '../enums/addressType';
import { idSchema } from './primitives';

/**
 * A customer address. The spec names only id and type; the postal fields are our design and
 * optional so partial records from the API still parse.
 */
export const addressSchema = z.object({
  id: idSchema,
  type: z.enum(ADDRESS_TYPE),
  name: z.string().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  postal_code: z.string().optional(),
  country_id: idSchema.nullable().optional(),
  phone: z.string().nullable().optional(),
});
