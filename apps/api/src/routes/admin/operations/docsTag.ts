/**
 * The OpenAPI tag of every operation of routes/admin/operations/. A file of its own: the area's
 * files import it, and taking it from index.ts (which imports them) would be an import cycle.
 */
export const ADMIN_OPERATIONS_TAG = 'administrator operations';
