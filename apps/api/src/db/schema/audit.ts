import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './access';

/** One row per administrator write: who (user id and e-mail at the time), what, when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    /** create, update, delete, clone, upload. */
    action: text('action').notNull(),
    /** The entity kind, e.g. creator_component, media_file. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The request body or a summary of the change. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_entity_idx').on(table.entity, table.entityId), index('admin_audit_log_created_idx').on(table.createdAt)],
);
