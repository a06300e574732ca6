import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const countries = pgTable('countries', {
  /** Spec ids: EE=2, LV=3. */
  id: integer('id').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * A business or an individual the user buys for. Business = not individual. One business
 * account per registry code: a second user of a company is added by its administrator, never
 * by registering the code again (docs/decisions/0039).
 */
export const customers = pgTable('customers', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  middleName: text('middle_name'),
  isIndividual: boolean('is_individual').notNull(),
  /** Registration code and VAT number: always null for individuals. */
  regCode: text('reg_code'),
  vat: text('vat'),
  email: text('email'),
  phone: text('phone'),
  deliveryCountryId: integer('delivery_country_id').references(() => countries.id),
  locale: text('locale'),
  /** Restriction client group, e.g. SALON, RETAIL, SCHOOL. */
  clientGroup: text('client_group').notNull().default('RETAIL'),
  isLoyal: boolean('is_loyal').notNull().default(false),
  canJoinLoyalty: boolean('can_join_loyalty').notNull().default(true),
  hasBeenLoyal: boolean('has_been_loyal').notNull().default(false),
  showWelcomePopup: boolean('show_welcome_popup').notNull().default(false),
  createdAt: createdAt(),
}, (table) => [uniqueIndex('customers_business_reg_code_idx').on(table.regCode).where(sql`not ${table.isIndividual} and ${table.regCode} is not null`)]);

export const ADDRESS_TYPES = ['INVOICE', 'DELIVERY'] as const;

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerUuid: uuid('customer_uuid').notNull().references(() => customers.uuid, { onDelete: 'cascade' }),
    type: text('type', { enum: ADDRESS_TYPES }).notNull(),
    name: text('name').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerUuid)],
);
