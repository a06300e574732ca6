import { z } from 'zod';
import { ORDER_LINE_KIND } from '../enums/orderLineKind';
import { idSchema, numberLikeSchema } from './primitives';
import { productRestrictionSchema, productSchema } from './product';

/**
 * A cart or order line. The spec names product by id; lines carry the product as the cart
 * shows it, so every product field except id is optional here.
 */
export const orderLineSchema = z.object({
  id: idSchema,
  kind: z.enum(ORDER_LINE_KIND).default(ORDER_LINE_KIND.PRODUCT),
  product: productSchema.partial().extend({ id: idSchema }),
  price: numberLikeSchema.nullable(),
  quantity: z.number().int().nonnegative(),
  restrictions: z.array(productRestrictionSchema).default([]),
});
