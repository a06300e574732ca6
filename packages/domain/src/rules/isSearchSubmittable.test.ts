import { describe, it, expect } from 'vitest';
import { isSearchSubmittable } from './isSearchSubmittable';

describe('isSearchSubmittable', () => {
  it('needs non-blank text', () => {
    expect(isSearchSubmittable('shampoo')).toBe(true);
    expect(isSearchSubmittable('  a ')).toBe(true);
    expect(isSearchSubmittable('   ')).toBe(false);
    expect(isSearchSubmittable('\t\n')).toBe(false);
    expect(isSearchSubmittable('')).toBe(false);
    expect(isSearchSubmittable(undefined)).toBe(false);
  });
});
