import { describe, it, expect } from 'vitest';
import { parseSlideDelay } from './parseSlideDelay';

describe('parseSlideDelay', () => {
  it('defaults to 5000 when unset', () => {
    expect(parseSlideDelay(undefined)).toBe(5000);
    expect(parseSlideDelay(null)).toBe(5000);
    expect(parseSlideDelay('')).toBe(5000);
    expect(parseSlideDelay('  ')).toBe(5000);
  });
  it('falls back to 3000 when not numeric', () => {
    expect(parseSlideDelay('fast')).toBe(3000);
    expect(parseSlideDelay('5s')).toBe(3000);
    expect(parseSlideDelay({})).toBe(3000);
    expect(parseSlideDelay(Number.NaN)).toBe(3000);
  });
  it('falls back for zero or negative delays', () => {
    expect(parseSlideDelay(0)).toBe(3000);
    expect(parseSlideDelay('-100')).toBe(3000);
  });
  it('uses numeric values', () => {
    expect(parseSlideDelay(7000)).toBe(7000);
    expect(parseSlideDelay('8000')).toBe(8000);
    expect(parseSlideDelay(' 2500 ')).toBe(2500);
  });
});
