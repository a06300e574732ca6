import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const BACKGROUND_SERVICE_OUTCOMES = ['success', 'failure'] as const;

/**
 * One row per background service (docs/decisions/0016): the last run of each, kept in the
 * database so every API instance reports the same status and a run on one instance locks the
 * row against a simultaneous run on another.
 */
export const backgroundServices = pgTable('background_services', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastDurationMs: integer('last_duration_ms'),
  lastOutcome: text('last_outcome', { enum: BACKGROUND_SERVICE_OUTCOMES }),
  /** Rows the last successful run changed (deleted, expired, analysed). */
  lastRowCount: integer('last_row_count'),
  lastError: text('last_error'),
  /** manual (an administrator) or schedule (the API's interval timer). */
  lastTrigger: text('last_trigger'),
  runCount: integer('run_count').notNull().default(0),
  failureCount: integer('failure_count').notNull().default(0),
});
