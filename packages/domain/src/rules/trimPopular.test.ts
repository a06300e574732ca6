import { describe, it, expect } from 'vitest';
import { trimPopular } from './trimPopular';

describe('trimPopular', () => {
  it('keeps the first 5', () => {
    expect(trimPopular([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps shorter lists whole', () => {
    expect(trimPopular(['a', 'b'])).toEqual(['a', 'b']);
    expect(trimPopular([])).toEqual([]);
    expect(trimPopular(undefined)).toEqual([]);
  });
});
