import { describe, expect, it } from 'vitest';
import { SEEN_BANNERS_KEY, SEEN_BANNERS_LIMIT, seenBannersIn } from '../app/lib/seenBanners';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('seen banners', () => {
  it('remembers a shown banner by uuid, in storage', () => {
    const storage = memoryStorage();
    const flags = seenBannersIn(() => storage);
    expect(flags.isSeen('a')).toBe(false);
    flags.markSeen('a');
    expect(flags.isSeen('a')).toBe(true);
    expect(flags.isSeen('b')).toBe(false);
    expect(JSON.parse(storage.getItem(SEEN_BANNERS_KEY)!)).toEqual(['a']);
  });

  it('keeps the newest flags within the limit, each once', () => {
    const storage = memoryStorage();
    const flags = seenBannersIn(() => storage);
    for (let index = 0; index <= SEEN_BANNERS_LIMIT; index += 1) flags.markSeen(`banner-${index}`);
    flags.markSeen(`banner-${SEEN_BANNERS_LIMIT}`);
    const stored = JSON.parse(storage.getItem(SEEN_BANNERS_KEY)!) as string[];
    expect(stored).toHaveLength(SEEN_BANNERS_LIMIT);
    expect(flags.isSeen('banner-0')).toBe(false);
    expect(flags.isSeen(`banner-${SEEN_BANNERS_LIMIT}`)).toBe(true);
  });

  it('treats broken or missing storage as nothing seen, without throwing', () => {
    expect(seenBannersIn(() => memoryStorage({ [SEEN_BANNERS_KEY]: '{not json' })).isSeen('a')).toBe(false);
    const none = seenBannersIn(() => undefined);
    expect(() => none.markSeen('a')).not.toThrow();
    expect(none.isSeen('a')).toBe(false);
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => seenBannersIn(() => full).markSeen('a')).not.toThrow();
  });
});
