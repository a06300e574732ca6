import {
  ADMIN_ROUTE_PERMISSIONS,
  ANY_ADMIN_GROUP,
  type AdminPath,
  type AdminPathRequirement,
} from '../constants/adminRoutes';
import { ADMIN_PATH_SEGMENT } from '../constants/routes';
import { isAdminPath } from './isAdminPath';

const QUERY_OR_HASH = /[?#].*$/;
const TRAILING_SLASHES = /\/+$/;

const ADMIN_PATHS = Object.keys(ADMIN_ROUTE_PERMISSIONS) as AdminPath[];

/** The admin part of a path, from its 'admin' segment on, without query, hash or trailing slash. */
const adminPathOf = (path: string): string => {
  const segments = path.replace(QUERY_OR_HASH, '').replace(TRAILING_SLASHES, '').split('/');
  return `/${segments.slice(segments.indexOf(ADMIN_PATH_SEGMENT)).join('/')}`;
};

/**
 * The table entry of the longest admin route the path falls under (so /admin/products/12 needs
 * what /admin/products needs); admin paths not in the table need any admin group. undefined
 * means the path is not an admin path at all.
 */
export const requiredPermissionForAdminPath = (path: string): AdminPathRequirement | undefined => {
  if (!isAdminPath(path)) return undefined;
  const adminPath = adminPathOf(path);
  const match = ADMIN_PATHS.filter(
    (route) => adminPath === route || adminPath.startsWith(`${route}/`),
  ).sort((a, b) => b.length - a.length)[0];
  return match === undefined ? ANY_ADMIN_GROUP : ADMIN_ROUTE_PERMISSIONS[match];
};
