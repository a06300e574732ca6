import type { MiddlewareHandler } from 'hono';
import { PERMISSION_FLAG, type PermissionFlag } from '@salon/domain';
import type { AppEnv, AuthenticatedUser } from '../context';
import { forbidden, unauthorized } from '../lib/errors';

/** IS_SUPER_ADMIN grants every flag, as the domain's hasPermission does on the client. */
export const userHasPermission = (user: AuthenticatedUser | null, flag: PermissionFlag): boolean =>
  !!user && (user.permissions.includes(flag) || user.permissions.includes(PERMISSION_FLAG.IS_SUPER_ADMIN));

/**
 * Guards an administrator area: 401 without login, 403 without the area's permission flag
 * (docs/decisions/0007-role-permissions.md). Runs before any body or query validation.
 */
export const requirePermission =
  (flag: PermissionFlag): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.var.viewer.user;
    if (!user) throw unauthorized();
    if (!userHasPermission(user, flag)) throw forbidden(`This needs the ${flag} permission.`);
    await next();
  };

/** The logged-in administrator of a guarded handler. */
export function adminUser(c: { var: AppEnv['Variables'] }): AuthenticatedUser {
  const user = c.var.viewer.user;
  if (!user) throw unauthorized();
  return user;
}
