import { describe, expect, it } from 'vitest';
import { brandPath, eventPath } from './storefrontPaths';

describe('brandPath', () => {
  it('builds the brand page path', () => {
    expect(brandPath('keravelle')).toBe('/products/brands/keravelle');
  });
  it('escapes unsafe characters', () => {
    expect(brandPath('a b')).toBe('/products/brands/a%20b');
  });
});

describe('eventPath', () => {
  it('builds the event page path from its slug and id', () => {
    expect(eventPath({ id: 3, slug: 'gel-nails-basics' })).toBe('/events/gel-nails-basics/3');
  });
  it('escapes unsafe characters', () => {
    expect(eventPath({ id: 1, slug: 'a/b' })).toBe('/events/a%2Fb/1');
  });
});
