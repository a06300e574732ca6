/**
 * The parts of the auth user that access checks read. active_role_permissions holds permission
 * codenames: flags such as IS_ROUTE_ADMIN and model permissions such as change_product.
 */
export interface PermissionHolder {
  readonly permission_groups?: ReadonlyArray<{ readonly name: string }> | null;
  readonly active_role_permissions?: readonly string[] | null;
}
