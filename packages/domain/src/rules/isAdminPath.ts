import { ADMIN_PATH_SEGMENT } from '../constants/routes';

const QUERY_OR_HASH = /[?#].*$/;

/**
 * Whether a path belongs to the admin area. The spec says "containing /admin"; we match a whole
 * 'admin' segment so that a content page like /administration-fees is not hidden from shoppers.
 */
export const isAdminPath = (path: string): boolean =>
  path.replace(QUERY_OR_HASH, '').split('/').includes(ADMIN_PATH_SEGMENT);
