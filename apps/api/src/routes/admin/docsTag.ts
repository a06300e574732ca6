/** The OpenAPI tag of every operation of routes/adminOperations.ts. */
export const ADMIN_OPERATIONS_TAG = 'administrator operations';
