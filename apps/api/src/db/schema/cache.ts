import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * The content version of the shared caches (lib/contentVersion.ts): one number for every API
 * process on this database, so a write through any of them makes the others' kept answers stale.
 * A sequence rather than a row: concurrent writes take numbers without waiting on a row lock.
 */
export const contentVersionSequence = pgSequence('content_version_seq');
