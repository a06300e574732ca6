import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * Rows per INSERT statement. PostgreSQL allows 65535 bind parameters per statement; 500 rows of
 * the widest seeded table stay well inside that while keeping round-trips few.
 */
const ROWS_PER_INSERT = 500;

/** Multi-row inserts: the seed of 2,000 products must finish in seconds on PGlite. */
export async function insertInChunks<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT) as T['$inferInsert'][]);
  }
}
