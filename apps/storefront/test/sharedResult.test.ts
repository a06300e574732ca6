import { describe, expect, it } from 'vitest';
import { sharedResult } from '../app/lib/sharedResult.server';

describe('sharedResult', () => {
  it('builds once for requests that arrive together and reuses the result until it expires', async () => {
    let clock = 0;
    let builds = 0;
    const shared = sharedResult<number>(1000, () => clock);
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return builds;
    };
    expect(await Promise.all([shared(build), shared(build), shared(build)])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await shared(build)).toBe(1);
    clock = 1000;
    expect(await shared(build)).toBe(2);
    expect(builds).toBe(2);
  });

  it('keeps no failed build: the next request tries again', async () => {
    const shared = sharedResult<string>(1000, () => 0);
    await expect(shared(() => Promise.reject(new Error('API down')))).rejects.toThrow('API down');
    await expect(shared(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
