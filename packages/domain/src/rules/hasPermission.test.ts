import { describe, it, expect } from 'vitest';
import { hasPermission } from './hasPermission';
import { shopper, productAdmin, superAdmin } from '../testing/users';

describe('hasPermission', () => {
  it('checks the active role permissions', () => {
    expect(hasPermission(productAdmin, 'IS_PRODUCT_ADMIN')).toBe(true);
    expect(hasPermission(productAdmin, 'IS_ROUTE_ADMIN')).toBe(false);
    expect(hasPermission(shopper, 'view_order')).toBe(true);
  });
  it('lets super admins do everything', () => {
    expect(hasPermission(superAdmin, 'IS_BRAND_ADMIN')).toBe(true);
  });
  it('is false without a user', () => {
    expect(hasPermission(undefined, 'IS_ROUTE_ADMIN')).toBe(false);
  });
});
