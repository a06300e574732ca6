import { sql } from 'drizzle-orm';
import { CONTENT_VERSION_CHECK_MS } from '@salon/domain';
import type { Database } from '../db/client';

export interface ContentVersion {
  /**
   * The version as this process last read it, read again from the database when older than
   * CONTENT_VERSION_CHECK_MS: another API process's write reaches this one's cache within that.
   */
  current(): Promise<string>;
  /** Takes the next version after a write that others can see; this process uses it at once. */
  bump(): Promise<string>;
}

/**
 * The content version shared by every API process on one database (docs/decisions/0050): the
 * value of the `content_version_seq` sequence. It survives restarts, so a storefront's kept pages
 * stay valid across an API restart that changed nothing, and two API processes behind a load
 * balancer answer the same version.
 */
export function createContentVersion(db: Database, refreshMs = CONTENT_VERSION_CHECK_MS): ContentVersion {
  let known = '';
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<string> | null = null;

  const remember = (value: unknown, at: number) => {
    known = String(value);
    readAt = at;
    return known;
  };

  const read = async (): Promise<string> => {
    const started = Date.now();
    // `is_called` is false until the first nextval: the sequence then stands at its start, unused.
    const result = await db.execute<{ last_value: string; is_called: boolean }>(sql`select last_value, is_called from content_version_seq`);
    const row = result.rows[0];
    return remember(row?.is_called ? row.last_value : '0', started);
  };

  return {
    current() {
      if (Date.now() - readAt < refreshMs) return Promise.resolve(known);
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    async bump() {
      const result = await db.execute<{ version: string }>(sql`select nextval('content_version_seq') as version`);
      return remember(result.rows[0]?.version, Date.now());
    },
  };
}
