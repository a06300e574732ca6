import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';

const api = await createTestApi();
afterAll(() => api.close());
const token = await api.login(SEED_LOGIN.TH_ADMIN);

/**
 * The admin UI renders every list from its metadata, so a column the rows do not carry shows as
 * an empty cell. Filter-only fields (e.g. products' category_id, users' permission_group) are
 * query parameters, not row values.
 */
const isFilterOnly = (field: { filterable: boolean; sortable: boolean; searchable: boolean }) => field.filterable && !field.sortable && !field.searchable;

describe('admin list metadata matches the rows', async () => {
  const metadata = await api.request('GET', '/api/v1/administrator/list-metadata/', { token });
  const lists = Object.values(metadata.body as Record<string, { list: string; endpoint: string; fields: any[] }>);

  it('lists every administrator list', () => {
    expect(metadata.status).toBe(200);
    expect(lists.length).toBeGreaterThan(15);
  });

  for (const list of lists) {
    it(`${list.list}: every displayed column is in the rows`, async () => {
      const response = await api.request('GET', `${list.endpoint}?page_size=5`, { token });
      if (response.status === 400) {
        // Lists scoped to a parent (e.g. components of a scheme) need their filter; the error names it.
        expect(Object.keys(response.body.errors ?? {}).length, JSON.stringify(response.body)).toBeGreaterThan(0);
        return;
      }
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const rows: Record<string, unknown>[] = response.body.results;
      expect(Array.isArray(rows)).toBe(true);
      for (const row of rows) {
        for (const field of list.fields.filter((candidate) => !isFilterOnly(candidate))) {
          expect(row, `${list.list}.${field.name}`).toHaveProperty(field.name);
        }
      }
    });
  }
});
