import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/client';

const database = await openDatabase({ dataDir: 'memory://' });
const app = createApp(database);
afterAll(() => database.close());

describe('health endpoint', () => {
  it('answers ok with the database kind', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers unknown paths with the spec error shape', async () => {
    const response = await app.request('/api/v1/nope/');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
