import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../src/app';
import { readConfig, type ApiConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { seedDatabase } from '../../src/seed';
import { SEED_PASSWORD } from '../../src/seed/accessData';

/** A small catalogue keeps each test file's fresh database quick to build. */
export const TEST_SEED_PRODUCTS = 200;

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

/**
 * A fresh, seeded database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again in close()).
 */
async function openFreshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 });
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
  await seedDatabase(handle.db, { products: TEST_SEED_PRODUCTS });
  const config: ApiConfig = { ...readConfig({}), ...overrides };
  const app = createApp(handle, config);

  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Token ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Non-JSON bodies (SVG images) stay text.
    }
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
      await handle.close();
      await drop();
    },
  };
}
export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
