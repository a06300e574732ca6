import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** Field name -> messages, as in the spec's error shape. */
export type FieldErrors = Record<string, string[]>;

export const API_ERROR_CODE = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_AUTHENTICATED: 'NOT_AUTHENTICATED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  NOT_FOUND: 'NOT_FOUND',
  /** A unique value taken by a write at the same moment (PostgreSQL 23505). */
  CONFLICT: 'CONFLICT',
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  /** A business account with this registry code exists (registration or adding a business account). */
  CUSTOMER_REG_CODE_TAKEN: 'CUSTOMER_REG_CODE_TAKEN',
  ADDRESS_NOT_FOUND: 'ADDRESS_NOT_FOUND',
  FAVOURITE_NOT_FOUND: 'FAVOURITE_NOT_FOUND',
  DELIVERY_METHOD_NOT_FOUND: 'DELIVERY_METHOD_NOT_FOUND',
  TICKET_NOT_FOUND: 'TICKET_NOT_FOUND',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  ORDER_NOT_EDITABLE: 'ORDER_NOT_EDITABLE',
  ORDER_NOT_READY: 'ORDER_NOT_READY',
  PRODUCT_NOT_PURCHASABLE: 'PRODUCT_NOT_PURCHASABLE',
  LOYALTY_NOT_AVAILABLE: 'LOYALTY_NOT_AVAILABLE',
  /** The payment provider asked for is not offered by this deployment (e.g. the test provider in production). */
  PAYMENT_PROVIDER_NOT_AVAILABLE: 'PAYMENT_PROVIDER_NOT_AVAILABLE',
  PAYMENT_PROVIDER_FAILED: 'PAYMENT_PROVIDER_FAILED',
  PAYMENT_REPORT_INVALID: 'PAYMENT_REPORT_INVALID',
  PAYMENT_METHOD_NOT_AVAILABLE: 'PAYMENT_METHOD_NOT_AVAILABLE',
  SOCIAL_PROVIDER_NOT_CONFIGURED: 'SOCIAL_PROVIDER_NOT_CONFIGURED',
  STALE_REQUEST: 'STALE_REQUEST',
  INVALID_NONCE: 'INVALID_NONCE',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  ACCOUNT_NOT_CONFIRMED: 'ACCOUNT_NOT_CONFIRMED',
  /** A confirmation or password link that is unknown, used or expired. */
  INVALID_LINK: 'INVALID_LINK',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export interface ApiErrorBody {
  code: string;
  message: string;
  errors?: FieldErrors;
  [extra: string]: unknown;
}

/** Thrown anywhere in a handler; app.onError turns it into {code, message, errors?}. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra top-level fields, e.g. the changes of a reorder decision. */
    readonly details?: Record<string, unknown>,
    /** Response headers of the refusal, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.details };
  }
}

export const badRequest = (message: string, errors?: FieldErrors, code: string = API_ERROR_CODE.VALIDATION_ERROR) =>
  new ApiError(400, code, message, errors);
export const unauthorized = (code: string = API_ERROR_CODE.NOT_AUTHENTICATED, message = 'Authentication credentials were not provided.') =>
  new ApiError(401, code, message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new ApiError(403, API_ERROR_CODE.PERMISSION_DENIED, message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);

/**
 * Machine-readable codes of the field errors that have one (a refinement that sets params.code,
 * e.g. PASSWORD_TOO_COMMON), keyed like `errors`, so clients translate them instead of showing
 * the English message. Answered as `error_codes` beside `errors`; absent when no issue has a code.
 */
export function fieldCodesFromZod(error: z.ZodError): FieldErrors | undefined {
  const codes: FieldErrors = {};
  for (const issue of error.issues) {
    const code = (issue as { params?: { code?: unknown } }).params?.code;
    if (typeof code !== 'string') continue;
    (codes[issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors'] ??= []).push(code);
  }
  return Object.keys(codes).length > 0 ? codes : undefined;
}

/** Zod issues grouped per field path ("lines.0.quantity"); root issues go to non_field_errors. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
