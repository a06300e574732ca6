import { describe, it, expect } from 'vitest';
import { totalPages } from './totalPages';

describe('totalPages', () => {
  it('rounds up', () => {
    expect(totalPages(41, 20)).toBe(3);
    expect(totalPages(40, 20)).toBe(2);
    expect(totalPages(1, 20)).toBe(1);
  });
  it('is 0 for nothing or a bad page size', () => {
    expect(totalPages(0, 20)).toBe(0);
    expect(totalPages(10, 0)).toBe(0);
    expect(totalPages(-5, 20)).toBe(0);
    expect(totalPages(Number.NaN, 20)).toBe(0);
  });
});
