import { z } from 'zod';

export const trackingPurchaseItemSchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});

/** The analytics purchase event sent after a successful order. */
export const trackingPurchaseSchema = z.object({
  transaction_id: z.string(),
  value: z.number(),
  tax: z.number(),
  shipping: z.number(),
  currency: z.string(),
  items: z.array(trackingPurchaseItemSchema),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type TrackingPurchase = z.infer<typeof trackingPurchaseSchema>;
