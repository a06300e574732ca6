import type { SalonApi } from '@salon/api-client';
import { describe, expect, it, vi } from 'vitest';
import { lazySalonApi } from '../app/lib/lazySalonApi';

// The browser's API before its code is here (decision 0070): calls wait for it, in order, with
// their arguments, and the code is fetched once.

const realApi = (search = vi.fn(async (params: unknown) => ({ results: [params] }))) => ({ catalogue: { search }, newsletter: { subscribe: vi.fn(async () => ({ ok: true })) } }) as unknown as SalonApi;

describe('lazySalonApi', () => {
  it('forwards a call with its arguments once the API has loaded, and loads it once', async () => {
    const api = realApi();
    const create = vi.fn(async () => api);
    const lazy = lazySalonApi(create);
    const signal = new AbortController().signal;
    expect(create).not.toHaveBeenCalled();
    await expect(lazy.catalogue.search({ term: 'shampoo' }, signal)).resolves.toEqual({ results: [{ term: 'shampoo' }] });
    await lazy.newsletter.subscribe({ email: 'a@b.ee', language: 'et' } as never);
    expect(api.catalogue.search).toHaveBeenCalledWith({ term: 'shampoo' }, signal);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('is not a promise: awaiting the API or an area does not wait for anything', async () => {
    const lazy = lazySalonApi(async () => realApi());
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
    expect((lazy.catalogue as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(lazy.catalogue)).resolves.toBe(lazy.catalogue);
  });

  it('passes a failed call through as it is, and tries the load again after a failed one', async () => {
    const failure = new Error('offline');
    const create = vi.fn<() => Promise<SalonApi>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(realApi(vi.fn(async () => Promise.reject(failure))));
    const lazy = lazySalonApi(create);
    await expect(lazy.catalogue.search({})).rejects.toThrow('chunk failed');
    await expect(lazy.catalogue.search({})).rejects.toBe(failure);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('loads ahead of any call when asked (the idle prefetch)', async () => {
    const create = vi.fn(async () => realApi());
    const lazy = lazySalonApi(create);
    await lazy.load();
    await lazy.catalogue.search({});
    expect(create).toHaveBeenCalledTimes(1);
  });
});
