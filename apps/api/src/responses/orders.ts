/** Response schemas of carts and orders as services/orders.ts serialises them. */
import { z } from 'zod';
import { idSchema, numericStringSchema, ORDER_LINE_KIND, ORDER_STATUS, productCardRestrictionSchema, productCardSchema, translatableSchema } from '@salon/domain';
import { parcelMachineSnapshotResponse } from './delivery';
import { pagedResponse } from './paging';

const isoDateTime = z.iso.datetime({ offset: true });

export const eventTicketRefResponse = z.object({ id: idSchema, event: idSchema, i18n_name: translatableSchema, price: numericStringSchema }).meta({ id: 'EventTicketRef' });

export const orderLineResponse = z.object({
  id: idSchema,
  kind: z.enum(ORDER_LINE_KIND),
  /** null for event lines, and for a product the viewer can no longer see. */
  product: productCardSchema.nullable(),
  event_ticket: eventTicketRefResponse.nullable(),
  price: numericStringSchema,
  quantity: z.number().int(),
  total: numericStringSchema,
  restrictions: z.array(productCardRestrictionSchema),
}).meta({ id: 'OrderLine' });

export const orderResponse = z.object({
  uuid: z.guid(),
  /** The uuid again, under the name the storefront's routes use. */
  id: z.guid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUS),
  customer: z.object({ uuid: z.guid(), name: z.string().nullable(), is_individual: z.boolean().nullable() }).nullable(),
  order_lines: z.array(orderLineResponse),
  use_loyalty_points: z.boolean(),
  used_loyalty_points: z.number().int(),
  delivery_method_id: idSchema.nullable(),
  delivery_country_id: idSchema.nullable(),
  parcel_machine: parcelMachineSnapshotResponse.nullable(),
  lines_total: numericStringSchema,
  loyalty_discount: numericStringSchema,
  transport_cost: numericStringSchema,
  total_with_coupon_discount: numericStringSchema,
  vat: numericStringSchema,
  /** Spec names of total_with_coupon_discount and transport_cost. */
  totalWithDiscount: numericStringSchema,
  transport: numericStringSchema,
  revision: z.number().int(),
  created_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
}).meta({ id: 'Order' });

const orderSummaryResponse = orderResponse.pick({ uuid: true, id: true, number: true, status: true, total_with_coupon_discount: true, created_at: true, submitted_at: true }).meta({ id: 'OrderSummary' });

export const orderHistoryResponse = pagedResponse(orderSummaryResponse);
