import { z } from 'zod';
import { ORDER_STATUS } from '../enums/orderStatus';
import { numberLikeSchema, numericStringSchema, uuidSchema } from './primitives';
import { orderLineSchema } from './orderLine';

export const orderStatusSchema = z.enum(ORDER_STATUS);

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
export type Order = z.infer<typeof orderSchema>;

/** PUT connect-anonymous-order-to-user/. */
export const connectOrderInputSchema = z.object({ customer: z.object({ uuid: uuidSchema }) });
/** PUT use-loyalty-points/. */
export const useLoyaltyPointsInputSchema = z.object({ use_loyalty_points: z.boolean() });
/** POST reorder/: action stays null until the user decides. */
export const reorderInputSchema = z.object({ action: z.string().nullable() });
