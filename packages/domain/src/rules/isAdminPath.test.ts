import { describe, it, expect } from 'vitest';
import { isAdminPath } from './isAdminPath';

describe('isAdminPath', () => {
  it('matches an admin segment anywhere', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/products?page=2')).toBe(true);
    expect(isAdminPath('/et/admin/routes')).toBe(true);
  });
  it('does not match look-alikes', () => {
    expect(isAdminPath('/administration-fees')).toBe(false);
    expect(isAdminPath('/products?q=/admin')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });
});
