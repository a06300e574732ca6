export { ApiError, isApiErrorBody, type ApiErrorBody, type FieldErrors } from './ApiError';
export { createApiClient, type ApiClient, type ApiClientOptions, type QueryValue, type RequestOptions } from './createApiClient';
export { requestNonce } from './requestSigning';
