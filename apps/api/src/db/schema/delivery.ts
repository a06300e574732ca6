import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { money, translatable, updatedAt } from './columns';
import { countries } from './customers';

/** The values of the domain's DELIVERY_KIND. */
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

/**
 * Parcel machines of the carriers, kept in step with the carrier's public list by the
 * refresh-parcel-machines background service (docs/decisions/0041). A machine that leaves the
 * list is deactivated, never deleted: placed orders keep their own copy of it anyway.
 */
export const parcelMachines = pgTable(
  'parcel_machines',
  {
    id: serial('id').primaryKey(),
    /** The carrier, e.g. omniva. */
    provider: text('provider').notNull(),
    /** The carrier's own id of the machine (Omniva: its ZIP). */
    providerId: text('provider_id').notNull(),
    name: text('name').notNull(),
    /** Street and house number. */
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    county: text('county').notNull().default(''),
    countryId: integer('country_id').notNull().references(() => countries.id),
    /**
     * Name, address, city and county lower-cased in JavaScript: PostgreSQL's lower() folds only
     * ASCII under the C locale (PGlite's), so "ülemiste" would miss "Ülemiste" there.
     */
    searchText: text('search_text').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [unique('parcel_machines_provider_machine_unique').on(table.provider, table.providerId), index('parcel_machines_country_idx').on(table.countryId, table.isActive)],
);
