import { PERMISSION_FLAG } from '../enums/permissionFlag';
import type { PermissionHolder } from './permissionHolder';

/**
 * Whether the user's active role grants a permission. The role-to-permission mapping is not
 * specified; we treat IS_SUPER_ADMIN as granting every permission, as its name promises.
 */
export const hasPermission = (user: PermissionHolder | null | undefined, permission: string): boolean => {
  const granted = user?.active_role_permissions ?? [];
  return granted.includes(permission) || granted.includes(PERMISSION_FLAG.IS_SUPER_ADMIN);
};
