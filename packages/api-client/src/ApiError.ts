/** Field errors of the spec's error shape: field name -> messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  code: string;
  message: string;
  errors?: FieldErrors;
  /** A machine-readable code per field, where the API names one (PASSWORD_TOO_COMMON...). */
  error_codes?: Record<string, string>;
}

/** A non-2xx answer of /api/v1, carrying the spec's `{code, message, errors}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;
  readonly fieldCodes: Record<string, string>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.errors ?? {};
    this.fieldCodes = body.error_codes ?? {};
  }

  /** "[field] - message" lines, as the form-popup handler of the spec shows them. */
  fieldErrorLines(): string[] {
    return Object.entries(this.fieldErrors).flatMap(([field, messages]) => messages.map((message) => `[${field}] - ${message}`));
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}
