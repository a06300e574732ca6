import { z } from 'zod';
import { idSchema } from './primitives';

/** value is the brand's display name. */
const brandSchema = z.object({
  id: idSchema,
  value: z.string(),
  slug: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;
