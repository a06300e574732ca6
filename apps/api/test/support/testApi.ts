import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApp } from '../../src/app';
import { readConfig, type ApiConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDatabase } from '../../src/seed';
import { settleAfterResponseTasks } from '../../src/lib/afterResponse';
import { SEED_PASSWORD } from '../../src/seed/accessData';
import { assertResponseContract } from './responseContract';

/** A small catalogue keeps each test file's fresh database quick to build. */
const TEST_SEED_PRODUCTS = 200;

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is (for malformed JSON tests) instead of JSON-encoding body. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What the seeded database depends on: schema, migrations, seed code and the domain rules it checks. */
const SEED_INPUTS = [path.join(apiRoot, 'src'), path.join(apiRoot, 'drizzle'), path.join(apiRoot, '../../packages/domain/src')];

function hashInputs(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.includes('.test.')) hash.update(full).update(fs.readFileSync(full));
    }
  };
  SEED_INPUTS.forEach(walk);
  // Seed dates are relative to the seeding day.
  hash.update(`${TEST_SEED_PRODUCTS}:${new Date().toISOString().slice(0, 10)}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrating and seeding PGlite takes seconds; every test file instead loads a dumpDataDir()
 * tarball of a seeded database, made once and kept in the temp folder (keyed by a hash of the
 * schema, migrations, seed code and the day, so any change rebuilds it).
 */
export async function seededPgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `salon-api-test-seed-${hashInputs()}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const handle = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(handle.db, { products: TEST_SEED_PRODUCTS, demo: true });
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
  return new Blob([bytes]);
}

/** The PostgreSQL server's URL with another database name. */
function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number: it only has to be the same in every test worker that builds the template. */
const TEMPLATE_LOCK = 7_310_224;

/**
 * Seeding PostgreSQL takes seconds per file; instead one seeded template database per input
 * hash is built once (the first worker to take the advisory lock builds it, the others wait)
 * and every file clones it with CREATE DATABASE ... TEMPLATE, a file copy inside the server.
 */
async function seededPostgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `api_template_${hashInputs()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, building), dataDir: '', poolSize: 20 });
    await seedDatabase(handle.db, { products: TEST_SEED_PRODUCTS, demo: true });
    await handle.close();
    // Renamed only when complete, so a crashed build is never cloned.
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * A fresh, seeded database per test file: in-memory PGlite loaded from the seeded dump, or a new
 * database on the PostgreSQL server named by DATABASE_URL (cloned from the seeded template,
 * dropped in close()).
 */
async function openFreshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { handle: await openDatabase({ dataDir: 'memory://', loadDataDir: await seededPgliteDump() }), drop: async () => {} };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await seededPostgresTemplate(admin, serverUrl);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), dataDir: '', poolSize: 20 });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApi(overrides: Partial<ApiConfig> = {}) {
  const { handle, drop } = await openFreshDatabase();
  // Tests pay with the built-in test provider, which must be enabled explicitly.
  const config: ApiConfig = { ...readConfig({ PAYMENT_TEST_PROVIDER: 'enabled' }), ...overrides };
  const app = createApp(handle, config);

  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Token ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, { method, headers, body });
    // Mails of registration and password reset go out after the answer: wait for them, so a
    // test sees the outbox as a shopper would a moment later.
    await settleAfterResponseTasks();
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Non-JSON bodies (SVG images) stay text.
    }
    assertResponseContract(method, path, response.status, response.headers.get('content-type'), parsed);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function login(email: string, password = SEED_PASSWORD): Promise<string> {
    const response = await request<{ key: string }>('POST', '/api/v1/rest-auth/login/', { body: { email, password } });
    if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.key;
  }

  return {
    app,
    database: handle,
    request,
    login,
    close: async () => {
      await settleAfterResponseTasks();
      await handle.close();
      await drop();
    },
  };
}
export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
