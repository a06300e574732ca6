import { describe, expect, it } from 'vitest';
import { createQueryClient } from './createQueryClient';

describe('createQueryClient', () => {
  const key = ['catalogue', 'categories'];
  const first = { items: [{ id: 1, name: 'Hair' }], total: 1 };
  const second = { items: [{ id: 1, name: 'Hair' }], total: 2 };

  it('keeps the unchanged parts of old data by default (a browser page)', () => {
    const client = createQueryClient();
    client.setQueryData(key, first);
    client.setQueryData(key, second);
    const kept = client.getQueryData<typeof second>(key)!;
    expect(kept).not.toBe(second);
    expect(kept.items).toBe(first.items);
  });

  it('stores new data as given without structural sharing (a server render)', () => {
    const client = createQueryClient({ structuralSharing: false });
    client.setQueryData(key, first);
    client.setQueryData(key, second);
    expect(client.getQueryData(key)).toBe(second);
  });
});
