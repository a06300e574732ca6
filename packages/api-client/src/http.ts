/**
 * The code that sends requests: the HTTP client and every endpoint over it. A subpath of its own,
 * apart from the package's index (keys, query options, errors, types), so that a browser page
 * can render and hydrate without it and load it with its first call (storefront decision 0070).
 */
export { createApiClient } from './createApiClient';
export { createSalonApi } from './salonApi';
