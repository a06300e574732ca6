import { describe, expect, it } from 'vitest';
import { brandPath } from './storefrontPaths';

describe('brandPath', () => {
  it('builds the brand page path', () => {
    expect(brandPath('keravelle')).toBe('/products/brands/keravelle');
  });
  it('escapes unsafe characters', () => {
    expect(brandPath('a b')).toBe('/products/brands/a%20b');
  });
});
