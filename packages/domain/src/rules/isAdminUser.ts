import { ADMIN_GROUPS } from '../enums/adminGroup';
import type { PermissionHolder } from './permissionHolder';

const ADMIN_GROUP_NAMES: readonly string[] = ADMIN_GROUPS;

/** Staff: the user belongs to at least one admin group. */
export const isAdminUser = (user: PermissionHolder | null | undefined): boolean =>
  (user?.permission_groups ?? []).some((group) => ADMIN_GROUP_NAMES.includes(group.name));
