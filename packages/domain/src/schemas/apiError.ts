import { z } from 'zod';
import { NON_FIELD_ERRORS_KEY } from '../constants/messaging';

/** The error body every API failure carries; errors lists messages per field. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

const PATH_SEPARATOR = '.';

/**
 * A zod failure as ApiError field errors: messages grouped by dotted path, with problems of the
 * whole value under non_field_errors.
 */
export const fieldErrorsFromZod = (error: z.ZodError): Record<string, string[]> => {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? NON_FIELD_ERRORS_KEY : issue.path.map(String).join(PATH_SEPARATOR);
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
};
