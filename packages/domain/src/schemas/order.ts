import { z } from 'zod';
import { ORDER_STATUS } from '../enums/orderStatus';
import { numberLikeSchema, numericStringSchema, uuidSchema } from './primitives';
import { orderLineSchema } from './orderLine';

const orderStatusSchema = z.enum(ORDER_STATUS);

/** A cart (draft) or placed order. customer is null for anonymous carts. */
export const orderSchema = z.object({
  uuid: uuidSchema,
  status: orderStatusSchema,
  order_lines: z.array(orderLineSchema).default([]),
  used_loyalty_points: numberLikeSchema.nullable().optional(),
  customer: z.object({ uuid: uuidSchema }).nullable(),
  totalWithDiscount: numberLikeSchema.optional(),
  transport: numberLikeSchema.nullable().optional(),
  total_with_coupon_discount: numericStringSchema.optional(),
  loyalty_discount: numericStringSchema.optional(),
  transport_cost: numericStringSchema.optional(),
  vat: numericStringSchema.optional(),
});
