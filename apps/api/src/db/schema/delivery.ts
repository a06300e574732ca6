import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, translatable } from './columns';
import { countries } from './customers';

export const DELIVERY_KINDS = ['COURIER', 'PARCEL_MACHINE', 'PICKUP'] as const;

export const deliveryMethods = pgTable('delivery_methods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
  name: translatable('i18n_name'),
  countryId: integer('country_id').notNull().references(() => countries.id),
  price: money('price').notNull(),
  /** Order value (EUR) from which transport is free; null = never free. */
  freeFrom: money('free_from'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
});
