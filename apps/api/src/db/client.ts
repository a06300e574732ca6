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

type PostgresDatabase = ReturnType<typeof drizzlePg<typeof schema>>;
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
  /** The embedded database (PGlite only), e.g. for dumpDataDir in tests. */
  pglite?: PGlite;
}

/** Connections per API process against a real PostgreSQL. */
const DEFAULT_POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder on disk, or 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this dumpDataDir() tarball instead of an empty cluster. */
  loadDataDir?: Blob;
}

/**
 * Opens the embedded PGlite database unless a postgres:// URL is given, and applies every
 * pending migration (the migrator records applied ones, so restarts are no-ops).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // An idle client the server closes (restart, DROP DATABASE ... WITH (FORCE)) must not crash the process.
    pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm }, ...(options.loadDataDir && { loadDataDir: options.loadDataDir }) });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close(), pglite: client };
}
