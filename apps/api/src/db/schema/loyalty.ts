import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { customers } from './customers';
import { orders } from './orders';

/**
 * One loyalty account per customer; the tier follows total_spent_amount. Points held by open
 * orders are not stored: they are summed from orders.used_loyalty_points when needed.
 */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  customerUuid: uuid('customer_uuid').primaryKey().references(() => customers.uuid, { onDelete: 'cascade' }),
  pointsBalance: integer('points_balance').notNull().default(0),
  totalSpentAmount: money('total_spent_amount').notNull().default('0'),
});

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: serial('id').primaryKey(),
    customerUuid: uuid('customer_uuid').notNull().references(() => customers.uuid, { onDelete: 'cascade' }),
    orderUuid: uuid('order_uuid').references(() => orders.uuid, { onDelete: 'set null' }),
    /** Positive = earned, negative = spent. */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('loyalty_transactions_customer_idx').on(table.customerUuid)],
);
