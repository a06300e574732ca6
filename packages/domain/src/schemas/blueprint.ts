import { z } from 'zod';
import { uuidSchema } from './primitives';

/** The ordered list of top-level component uuids of a scheme or placeholder. */
export const blueprintSchema = z.object({
  route_uuid: uuidSchema,
  scheme_uuid: uuidSchema,
  placeholder_uuid: uuidSchema.nullable(),
  pattern: z.array(uuidSchema),
});
