import { GROUP_PERMISSIONS, USER_ROLE } from '@salon/domain';

/**
 * The spec does not show which permissions each group holds (section 6); the mapping is data in
 * @salon/domain (GROUP_PERMISSIONS), recorded in docs/decisions/0007-role-permissions.md.
 */
export { GROUP_PERMISSIONS };

/** Roles inside a customer; they carry no admin flags. */
export const CUSTOMER_ROLES = [USER_ROLE.CUSTOMER_ADMIN, USER_ROLE.CUSTOMER_USER] as const;

/** One shared password keeps the demo logins easy to remember; documented in README.md. */
export const SEED_PASSWORD = 'Salon-Demo-2025';

export const SEED_LOGIN = {
  PRIVATE: 'private@salon.test',
  BUSINESS_ADMIN: 'business@salon.test',
  LOYAL: 'loyal@salon.test',
  TH_ADMIN: 'admin@salon.test',
  TH_PRODUCT_ADMIN: 'products@salon.test',
  TH_EVENT_ADMIN: 'events@salon.test',
  TH_SHOP_ADMIN: 'shops@salon.test',
  TH_USER_ADMIN: 'users@salon.test',
} as const;
