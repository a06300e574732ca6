import { ANY_ADMIN_GROUP } from '../constants/adminRoutes';
import { hasPermission } from './hasPermission';
import { isAdminUser } from './isAdminUser';
import type { PermissionHolder } from './permissionHolder';
import { requiredPermissionForAdminPath } from './requiredPermissionForAdminPath';

/**
 * The admin route guard (a false answer renders 404). Non-admin paths are open. Admin paths
 * need an admin group, then the page's permission; pages whose permission the spec does not
 * show need the admin group only. Creator edit and iframe need route-admin through their
 * table entries (ROUTE_ADMIN_ONLY_PATHS lists them; a constants test keeps the two in step).
 */
export const canAccessAdminPath = (user: PermissionHolder | null | undefined, path: string): boolean => {
  const requirement = requiredPermissionForAdminPath(path);
  if (requirement === undefined) return true;
  if (!isAdminUser(user)) return false;
  if (requirement === null || requirement === ANY_ADMIN_GROUP) return true;
  return hasPermission(user, requirement);
};
