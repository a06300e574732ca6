import { describe, expect, it, vi } from 'vitest';
import { retryableOnce } from '../app/lib/retryableOnce';

describe('retryableOnce', () => {
  it('runs the load once for every caller while it is pending and after it resolved', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = retryableOnce(load);
    const [first, second] = [get(), get()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a rejection: the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce('module');
    const get = retryableOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
