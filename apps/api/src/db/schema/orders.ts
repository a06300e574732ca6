import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money, updatedAt } from './columns';
import { users } from './access';
import { countries, customers } from './customers';
import { products } from './catalogue';
import { eventTickets } from './events';
import { deliveryMethods } from './delivery';

/**
 * An order; status 1 (DRAFT) is the cart. Totals are derived from the lines by the order
 * service inside the same transaction that changes the lines; the client never sends them.
 */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** Human-facing running number. */
    number: serial('number').notNull().unique(),
    status: smallint('status').notNull().default(1),
    customerUuid: uuid('customer_uuid').references(() => customers.uuid, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryCountryId: integer('delivery_country_id').references(() => countries.id),
    locale: text('locale'),
    useLoyaltyPoints: boolean('use_loyalty_points').notNull().default(false),
    /** Points reserved for this order when use_loyalty_points is on (1 point = 1 cent off). */
    usedLoyaltyPoints: integer('used_loyalty_points').notNull().default(0),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id),
    /** Delivery step data (address or parcel machine) and information step data (contact). */
    delivery: jsonb('delivery').$type<Record<string, unknown>>(),
    information: jsonb('information').$type<Record<string, unknown>>(),
    linesTotal: money('lines_total').notNull().default('0'),
    loyaltyDiscount: money('loyalty_discount').notNull().default('0'),
    transportCost: money('transport_cost').notNull().default('0'),
    totalWithCouponDiscount: money('total_with_coupon_discount').notNull().default('0'),
    vat: money('vat').notNull().default('0'),
    /** Bumped on every line change; lets readers see that an order moved under them. */
    revision: integer('revision').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * Until when a placed, unpaid (PENDING) order keeps its event seats (decision 0082): set when a
     * payment starts, ended by a failed or cancelled payment. Null: held (orders placed before it).
     */
    seatsHeldUntil: timestamp('seats_held_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerUuid, table.status),
    index('orders_user_idx').on(table.userId, table.status),
  ],
);

export const ORDER_LINE_KINDS = ['PRODUCT', 'EVENT'] as const;

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_LINE_KINDS }).notNull(),
    productId: integer('product_id').references(() => products.id),
    ticketId: integer('ticket_id').references(() => eventTickets.id),
    /** Unit price captured when the line was written. */
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderUuid),
    unique('order_lines_order_product_unique').on(table.orderUuid, table.productId),
    unique('order_lines_order_ticket_unique').on(table.orderUuid, table.ticketId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_lines_kind_target',
      sql`(${table.kind} = 'PRODUCT' AND ${table.productId} IS NOT NULL AND ${table.ticketId} IS NULL) OR (${table.kind} = 'EVENT' AND ${table.ticketId} IS NOT NULL AND ${table.productId} IS NULL)`,
    ),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const;

export const payments = pgTable(
  'payments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    providerReference: text('provider_reference'),
    /** Who started it (the shopper's address, as the per-address limits see it): caps the unpaid orders holding seats per client (decision 0082). */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('payments_order_idx').on(table.orderUuid), index('payments_client_address_idx').on(table.clientAddress)],
);
