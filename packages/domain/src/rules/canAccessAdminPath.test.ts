import { describe, it, expect } from 'vitest';
import { canAccessAdminPath } from './canAccessAdminPath';
import { shopper, productAdmin, routeAdmin, flagWithoutGroup } from '../testing/users';

describe('canAccessAdminPath', () => {
  it('leaves public paths open', () => {
    expect(canAccessAdminPath(null, '/products')).toBe(true);
  });
  it('needs an admin group for any admin path', () => {
    expect(canAccessAdminPath(shopper, '/admin')).toBe(false);
    expect(canAccessAdminPath(null, '/admin/carts')).toBe(false);
    expect(canAccessAdminPath(flagWithoutGroup, '/admin/routes')).toBe(false);
    expect(canAccessAdminPath(productAdmin, '/admin')).toBe(true);
    expect(canAccessAdminPath(productAdmin, '/admin/carts')).toBe(false);
  });
  it('needs the page permission', () => {
    expect(canAccessAdminPath(productAdmin, '/admin/products')).toBe(true);
    expect(canAccessAdminPath(productAdmin, '/admin/reviews')).toBe(true);
    expect(canAccessAdminPath(productAdmin, '/admin/users')).toBe(false);
    expect(canAccessAdminPath(productAdmin, '/admin/routes')).toBe(false);
  });
  it('needs route-admin for creator edit and iframe', () => {
    expect(canAccessAdminPath(productAdmin, '/admin/creator/edit')).toBe(false);
    expect(canAccessAdminPath(productAdmin, '/admin/creator/iframe')).toBe(false);
    expect(canAccessAdminPath(routeAdmin, '/admin/creator/edit?route=abc')).toBe(true);
    expect(canAccessAdminPath(routeAdmin, '/admin/creator/iframe')).toBe(true);
    expect(canAccessAdminPath(productAdmin, '/admin/creator/fallback')).toBe(false);
    expect(canAccessAdminPath(routeAdmin, '/admin/creator/fallback?route=abc')).toBe(true);
  });
});
