import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from './support/testApi';

const api = await createTestApi();
afterAll(() => api.close());

describe('health endpoint', () => {
  it('answers ok with the database kind', async () => {
    const response = await api.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers unknown paths with the spec error shape', async () => {
    const response = await api.request('GET', '/api/v1/nope/');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('applies migrations idempotently: a second open of the same database is a no-op', async () => {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { MIGRATIONS_DIR } = await import('../src/config');
    // Running the migrator again against the live database must not fail or duplicate anything.
    await migrate(api.database.db, { migrationsFolder: MIGRATIONS_DIR });
    const after = await api.request('GET', '/api/v1/products/brands/');
    expect(after.status).toBe(200);
  });
});
