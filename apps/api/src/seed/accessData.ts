import { ADMIN_GROUP, PERMISSION_FLAG, USER_ROLE, type AdminGroup, type PermissionFlag } from '@salon/domain';

/**
 * The spec does not show which permissions each group holds (section 6); this is our mapping,
 * recorded in docs/decisions/0004-api-design.md.
 */
export const GROUP_PERMISSIONS: Readonly<Record<AdminGroup, readonly PermissionFlag[]>> = {
  [ADMIN_GROUP.TH_ADMIN]: Object.values(PERMISSION_FLAG),
  [ADMIN_GROUP.TH_PRODUCT_ADMIN]: [
    PERMISSION_FLAG.IS_PRODUCT_ADMIN,
    PERMISSION_FLAG.IS_BRAND_ADMIN,
    PERMISSION_FLAG.IS_CATEGORY_ADMIN,
    PERMISSION_FLAG.IS_FILES_ADMIN,
    PERMISSION_FLAG.IS_DOCUMENT_ADMIN,
    PERMISSION_FLAG.IS_RESTRICTION_ADMIN,
  ],
  [ADMIN_GROUP.TH_EVENT_ADMIN]: [PERMISSION_FLAG.IS_EVENT_ADMIN, PERMISSION_FLAG.IS_FILES_ADMIN],
  [ADMIN_GROUP.TH_SHOP_ADMIN]: [PERMISSION_FLAG.IS_ORDER_ADMIN, PERMISSION_FLAG.IS_ROUTE_ADMIN, PERMISSION_FLAG.IS_FILES_ADMIN],
  [ADMIN_GROUP.TH_USER_ADMIN]: [PERMISSION_FLAG.IS_USER_ADMIN],
};

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
} as const;
