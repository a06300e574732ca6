import { ApiError } from '@salon/api-client';
import { formErrorsFromApi } from './forms';
import { apiErrorText } from './useAdminAction';

export interface FormFailure<Field extends string> {
  message: string;
  fields: Partial<Record<Field, string>>;
}

/** A failed save as the modal shows it: the API's message above the form, field messages at the fields. */
export function formFailure<Field extends string>(error: unknown, formFields: readonly Field[], aliases: Record<string, Field> = {}): FormFailure<Field> {
  if (!(error instanceof ApiError)) return { message: apiErrorText(error), fields: {} };
  const mapped = formErrorsFromApi(error.fieldErrors, formFields, aliases);
  return { message: [error.message, ...mapped.rest].join(' '), fields: mapped.fields as Partial<Record<Field, string>> };
}
