import { ADMIN_GROUP, type AdminGroup } from '../enums/adminGroup';
import { PERMISSION_FLAG, type PermissionFlag } from '../enums/permissionFlag';

/**
 * Which permission flags each staff group holds. The spec does not show the mapping (sections
 * 6 of both specs); this is ours, recorded in docs/decisions/0007-role-permissions.md. The
 * customer roles (CUSTOMER_ADMIN, CUSTOMER_USER) hold no admin flags.
 */
export const GROUP_PERMISSIONS: Readonly<Record<AdminGroup, readonly PermissionFlag[]>> = {
  /** Everything, including background services (IS_SUPER_ADMIN). */
  [ADMIN_GROUP.TH_ADMIN]: Object.values(PERMISSION_FLAG),
  /** Catalogue: products (incl. popular products and reviews), brands, categories, product images and documents, restrictions. */
  [ADMIN_GROUP.TH_PRODUCT_ADMIN]: [
    PERMISSION_FLAG.IS_PRODUCT_ADMIN,
    PERMISSION_FLAG.IS_BRAND_ADMIN,
    PERMISSION_FLAG.IS_CATEGORY_ADMIN,
    PERMISSION_FLAG.IS_FILES_ADMIN,
    PERMISSION_FLAG.IS_DOCUMENT_ADMIN,
    PERMISSION_FLAG.IS_RESTRICTION_ADMIN,
  ],
  /** Events and attendees, plus the event pages of the creator and the images they need. */
  [ADMIN_GROUP.TH_EVENT_ADMIN]: [PERMISSION_FLAG.IS_EVENT_ADMIN, PERMISSION_FLAG.IS_ROUTE_ADMIN, PERMISSION_FLAG.IS_FILES_ADMIN],
  /** Content routes and shops, orders and transport, and the images their pages need. */
  [ADMIN_GROUP.TH_SHOP_ADMIN]: [PERMISSION_FLAG.IS_ORDER_ADMIN, PERMISSION_FLAG.IS_ROUTE_ADMIN, PERMISSION_FLAG.IS_FILES_ADMIN],
  [ADMIN_GROUP.TH_USER_ADMIN]: [PERMISSION_FLAG.IS_USER_ADMIN],
};

/** The flags a user holds through the named groups (unknown names grant nothing). */
export const permissionsOfGroups = (groups: readonly string[]): PermissionFlag[] => {
  const granted = new Set<PermissionFlag>();
  for (const group of groups) for (const flag of GROUP_PERMISSIONS[group as AdminGroup] ?? []) granted.add(flag);
  return [...granted].sort();
};
