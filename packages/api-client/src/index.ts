export { ApiError } from './ApiError';
export { apiErrorText, formErrorsFromApi, formFailure, type FormFailure } from './formErrors';
// createApiClient and createSalonApi: '@salon/api-client/http'.
export type { ApiClient, QueryValue, SharedAnswers } from './createApiClient';
export { createQueryClient, isSilentError } from './createQueryClient';
export type { SalonApi } from './salonApi';
export { queryKeys, salonMutations, salonQueries } from './queries';
export type { ProductListName } from './endpoints/catalogue';
export type { ReorderAction } from './endpoints/orders';
export type { SchemesByPathParams } from './endpoints/creator';
export * from './types';
