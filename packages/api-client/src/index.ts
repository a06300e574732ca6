export { ApiError } from './ApiError';
export { createApiClient, type ApiClient, type QueryValue, type SharedAnswers } from './createApiClient';
export { createQueryClient, isSilentError } from './createQueryClient';
export { createSalonApi, type SalonApi } from './salonApi';
export { queryKeys, salonMutations, salonQueries } from './queries';
export { type ProductListName } from './endpoints/catalogue';
export { type ReorderAction } from './endpoints/orders';
export { type SchemesByPathParams } from './endpoints/creator';
export * from './types';
