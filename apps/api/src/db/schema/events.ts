import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money, translatable } from './columns';

/** Training-centre events; progress (upcoming / in progress / done) is derived from the dates. */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  name: translatable('i18n_name'),
  slug: text('slug').notNull().unique(),
  description: translatable('i18n_description'),
  location: text('location').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const eventTickets = pgTable(
  'event_tickets',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    name: translatable('i18n_name'),
    price: money('price').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [index('event_tickets_event_idx').on(table.eventId)],
);
