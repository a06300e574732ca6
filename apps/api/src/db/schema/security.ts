import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-login counters (docs/decisions/0010-security.md). Kept in the database, not in process
 * memory, so every API instance behind a load balancer sees the same counts and lockouts.
 * scope 'email' counts failures per account, 'ip' per client address; one row per (scope, key),
 * a fixed window that starts at the first failure.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope', { enum: ['email', 'ip'] }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Set when the failures reach the limit: attempts are refused until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
