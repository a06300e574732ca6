import { describe, it, expect } from 'vitest';
import { isLanguageRootPath } from './isLanguageRootPath';

describe('isLanguageRootPath', () => {
  it('matches the language roots with or without slash', () => {
    for (const path of ['/et', '/en/', '/ru', '/fi/']) expect(isLanguageRootPath(path)).toBe(true);
  });
  it('does not match lv, deeper paths or home', () => {
    expect(isLanguageRootPath('/lv')).toBe(false);
    expect(isLanguageRootPath('/et/products')).toBe(false);
    expect(isLanguageRootPath('/')).toBe(false);
    expect(isLanguageRootPath('/events')).toBe(false);
  });
});
