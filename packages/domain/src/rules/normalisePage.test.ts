import { describe, it, expect } from 'vitest';
import { normalisePage } from './normalisePage';

describe('normalisePage', () => {
  it('keeps a page inside the range', () => {
    expect(normalisePage(1, 10)).toBe(1);
    expect(normalisePage(7, 10)).toBe(7);
    expect(normalisePage(10, 10)).toBe(10);
  });
  it('resets out-of-range pages to 1', () => {
    expect(normalisePage(0, 10)).toBe(1);
    expect(normalisePage(-3, 10)).toBe(1);
    expect(normalisePage(11, 10)).toBe(1);
    expect(normalisePage(2, 0)).toBe(1);
  });
  it('resets non-numbers and fractions to 1', () => {
    expect(normalisePage(Number.NaN, 10)).toBe(1);
    expect(normalisePage(2.5, 10)).toBe(1);
    expect(normalisePage(undefined, 10)).toBe(1);
    expect(normalisePage(null, 10)).toBe(1);
    expect(normalisePage('abc', 10)).toBe(1);
    expect(normalisePage('', 10)).toBe(1);
  });
  it('reads query-string pages', () => {
    expect(normalisePage('4', 10)).toBe(4);
    expect(normalisePage(' 4 ', 10)).toBe(4);
    expect(normalisePage('40', 10)).toBe(1);
  });
});
