import { describe, it, expect } from 'vitest';
import { isAdminUser } from './isAdminUser';
import { shopper } from '../testing/users';

describe('isAdminUser', () => {
  it('is true for any admin group', () => {
    for (const name of ['TH_ADMIN', 'TH_EVENT_ADMIN', 'TH_PRODUCT_ADMIN', 'TH_SHOP_ADMIN', 'TH_USER_ADMIN']) {
      expect(isAdminUser({ permission_groups: [{ name }] })).toBe(true);
    }
  });
  it('is false for customer roles, no groups or no user', () => {
    expect(isAdminUser({ permission_groups: [{ name: 'CUSTOMER_ADMIN' }, { name: 'CUSTOMER_USER' }] })).toBe(false);
    expect(isAdminUser(shopper)).toBe(false);
    expect(isAdminUser({})).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});
