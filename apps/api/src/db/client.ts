import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../config';

export type PgliteDatabase = ReturnType<typeof drizzlePglite<typeof schema>>;
export type PostgresDatabase = ReturnType<typeof drizzlePg<typeof schema>>;
/**
 * Both drivers expose the same query builder; services are written against the node-postgres
 * type so that `.transaction()` and `.execute()` have one signature.
 */
export type Database = PostgresDatabase;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: anything a service can run queries on. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Connections per API process against a real PostgreSQL. */
const DEFAULT_POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder on disk, or 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  poolSize?: number;
}

/**
 * Opens the embedded PGlite database unless a postgres:// URL is given, and applies every
 * pending migration (the migrator records applied ones, so restarts are no-ops).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
