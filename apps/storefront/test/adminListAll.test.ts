import type { ApiClient } from '@salon/api-client';
import { MAX_ADMIN_PAGE_SIZE } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../app/admin/adminApi';

/** A list endpoint over `total` rows that answers pages as the API does. */
function fakeClient(total: number) {
  const asked: Record<string, unknown>[] = [];
  const client = {
    request: async (_path: string, options: { query: Record<string, unknown> }) => {
      asked.push(options.query);
      const page = Number(options.query.page);
      const size = Number(options.query.page_size);
      const results = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, index) => ({ n: (page - 1) * size + index }));
      return { count: total, next: page * size < total ? page + 1 : null, previous: null, results, metadata: {} };
    },
  } as unknown as ApiClient;
  return { client, asked };
}

describe('adminApi.listAll', () => {
  it('pages through a list longer than the largest page, in order, without dropping a row', async () => {
    const { client, asked } = fakeClient(2 * MAX_ADMIN_PAGE_SIZE + 3);
    const all = await adminApi(client).listAll<{ n: number }>('components', { scheme_uuid: 's1' });
    expect(all.results.map((row) => row.n)).toEqual(Array.from({ length: 2 * MAX_ADMIN_PAGE_SIZE + 3 }, (_, index) => index));
    expect(asked).toEqual([1, 2, 3].map((page) => ({ scheme_uuid: 's1', page, page_size: MAX_ADMIN_PAGE_SIZE })));
  });

  it('asks once for a short list, and once for an empty one', async () => {
    for (const total of [0, 7]) {
      const { client, asked } = fakeClient(total);
      expect((await adminApi(client).listAll('components')).results).toHaveLength(total);
      expect(asked).toHaveLength(1);
    }
  });
});
