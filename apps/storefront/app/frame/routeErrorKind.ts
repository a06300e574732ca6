import { ApiError } from '@salon/api-client';
import { errorPageKind, type ErrorPageKind } from '@salon/domain';
import { isRouteErrorResponse } from 'react-router';

/** The error page for a thrown route error (spec section 8): PRODUCT_NOT_FOUND, 404, or something went wrong. */
export function routeErrorKind(error: unknown): ErrorPageKind {
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : (error.data as { code?: string } | null)?.code
    : error instanceof ApiError
      ? error.code
      : error instanceof Error
        ? error.message
        : null;
  return errorPageKind(message, status);
}
