export const PERMISSION_ACTION = {
  ADD: 'add',
  CHANGE: 'change',
  DELETE: 'delete',
  VIEW: 'view',
} as const;
export type PermissionAction = (typeof PERMISSION_ACTION)[keyof typeof PERMISSION_ACTION];

/** Model permissions are codenames of the form action_entity, e.g. change_product. */
export const permissionCodename = (action: PermissionAction, entity: string): string =>
  `${action}_${entity}`;
