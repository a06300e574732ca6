import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './access';
import { customers } from './customers';

export const ACCOUNT_TOKEN_PURPOSES = ['confirm-account', 'reset-password'] as const;

/** What a repeated registration asked for, kept with its confirmation link. */
export interface PendingRegistration {
  passwordHash: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
}

/**
 * One-time links sent by e-mail (docs/decisions/0011-account-flows-and-mail.md). Only a SHA-256
 * of the token is stored; used_at makes a token single-use and expires_at bounds its life.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * A confirmation link of a repeated registration of an unconfirmed address: the password and
     * names of the registration the link was mailed for, written to the account when the link is
     * used (decision 0083). Whoever registered first cannot keep the address's account.
     */
    registration: jsonb('registration').$type<PendingRegistration>(),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

export const MAIL_STATUSES = ['sent', 'failed'] as const;

/** Every e-mail the API sends, whatever the transport: what went where, and whether it left. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    transport: text('transport').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    /** Where the transport put it (the .eml path of the file transport) or why it failed. */
    reference: text('reference'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

/** Feedback sent from the account page (spec: /account/feedback). */
export const customerFeedback = pgTable(
  'customer_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerUuid: uuid('customer_uuid').references(() => customers.uuid, { onDelete: 'set null' }),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    /** 1-5, optional. */
    rating: smallint('rating'),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('customer_feedback_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Fixed-window counters for actions other than login (registration, password-reset requests,
 * feedback), kept in the database so every instance shares them. One row per (action, key).
 */
export const actionThrottle = pgTable(
  'action_throttle',
  {
    action: text('action').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.action, table.key] })],
);
