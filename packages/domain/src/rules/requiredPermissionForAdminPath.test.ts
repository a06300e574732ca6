import { describe, it, expect } from 'vitest';
import { requiredPermissionForAdminPath } from './requiredPermissionForAdminPath';

describe('requiredPermissionForAdminPath', () => {
  it('reads the table', () => {
    expect(requiredPermissionForAdminPath('/admin')).toBe('ANY_ADMIN_GROUP');
    expect(requiredPermissionForAdminPath('/admin/routes')).toBe('IS_ROUTE_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/media-library')).toBe('IS_FILES_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/background-services')).toBe('IS_SUPER_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/transport')).toBe('IS_ORDER_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/category-sorting')).toBe('IS_CATEGORY_ADMIN');
  });
  it('gives the pages the spec does not show the permission of the API they read', () => {
    expect(requiredPermissionForAdminPath('/admin/carts')).toBe('IS_ORDER_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/creator/fallback')).toBe('IS_ROUTE_ADMIN');
  });
  it('uses the longest matching route for sub-paths, queries and trailing slashes', () => {
    expect(requiredPermissionForAdminPath('/admin/products/123/edit')).toBe('IS_PRODUCT_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/routes/?type=CAMPAIGN')).toBe('IS_ROUTE_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/creator/edit?route=x')).toBe('IS_ROUTE_ADMIN');
    expect(requiredPermissionForAdminPath('/admin/productsx')).toBe('ANY_ADMIN_GROUP');
  });
  it('is undefined outside the admin area', () => {
    expect(requiredPermissionForAdminPath('/products')).toBeUndefined();
  });
});
