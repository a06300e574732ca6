import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './access';

/**
 * A provider account (Google, Facebook) a user signs in with (docs/decisions/0043-social-login.md).
 * The provider's subject identifies it for good; the e-mail is what it was when last seen.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('user_identities_provider_subject_unique').on(table.provider, table.subject), index('user_identities_user_idx').on(table.userId, table.provider)],
);

/**
 * Social logins under way: the state sent to the provider (only its SHA-256), with the PKCE
 * verifier and OpenID nonce that must accompany the answer. Deleted when used, so a state works once.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_login_states_expiry_idx').on(table.expiresAt)],
);
