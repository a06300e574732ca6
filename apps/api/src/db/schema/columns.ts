import { jsonb, numeric, timestamp } from 'drizzle-orm/pg-core';

/** One locale's value of a translatable field, as the spec stores it: {value, ext_id}. */
export interface TranslatedValue {
  value: string;
  ext_id: string | null;
}
/** A translatable field: keyed by locale code (et_EE, en_US, ...). */
export type Translations = Record<string, TranslatedValue>;

export const translatable = (name: string) => jsonb(name).$type<Translations>().notNull().default({});

/** Euro amounts: exact decimals, read back as number strings (the spec's totals are strings). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
