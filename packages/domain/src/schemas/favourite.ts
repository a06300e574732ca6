import { z } from 'zod';
import { idSchema } from './primitives';
import { productSchema } from './product';

/** Deleting a favourite uses its own id, not the product id. */
export const favouriteSchema = z.object({
  id: idSchema,
  product: productSchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;
