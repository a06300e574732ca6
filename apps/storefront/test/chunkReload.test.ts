import { RELOAD_GUARD_MS } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, allowScriptReload, claimChunkReload, isChunkLoadError } from '../app/lib/chunkReload';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports of every browser, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    const t0 = 1_700_000_000_000;
    expect(claimChunkReload(storage, t0)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(claimChunkReload(storage, t0 + 1_000)).toBe(false);
    expect(claimChunkReload(storage, t0 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, t0 + RELOAD_GUARD_MS)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(t0 + RELOAD_GUARD_MS));
  });

  it('treats a garbage or future timestamp as no previous reload, and missing or failing storage as no reload', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'nonsense' }), 5)).toBe(true);
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: '10000' }), 5)).toBe(true);
    expect(claimChunkReload(null, 5)).toBe(false);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(claimChunkReload(throwing, 5)).toBe(false);
  });

  it("holds back React Router's reloads (router busy) through the same guard; the app's own reloads (router idle) pass", () => {
    const storage = memoryStorage();
    expect(allowScriptReload({ routerBusy: false, storage, now: 1 })).toBe(true);
    expect(storage.values.size).toBe(0);
    expect(allowScriptReload({ routerBusy: true, storage, now: 1 })).toBe(true);
    expect(allowScriptReload({ routerBusy: true, storage, now: 2 })).toBe(false);
    expect(allowScriptReload({ routerBusy: false, storage, now: 3 })).toBe(true);
  });
});
