import { describe, expect, it } from 'vitest';
import { hasPrice } from './hasPrice';

describe('hasPrice', () => {
  it('accepts positive amounts as numbers or API decimal strings', () => {
    expect(hasPrice(19.9)).toBe(true);
    expect(hasPrice('0.01')).toBe(true);
  });
  it('rejects a missing price (null, undefined, blank, not a number)', () => {
    expect(hasPrice(null)).toBe(false);
    expect(hasPrice(undefined)).toBe(false);
    expect(hasPrice('')).toBe(false);
    expect(hasPrice('abc')).toBe(false);
    expect(hasPrice(Number.NaN)).toBe(false);
  });
  it('keeps a real zero as a price (free items stay buyable) and rejects negative amounts', () => {
    expect(hasPrice(0)).toBe(true);
    expect(hasPrice('0.00')).toBe(true);
    expect(hasPrice(-1)).toBe(false);
  });
});
