import { ApiError } from './ApiError';

/** The API's message for a failed call, with its field errors. */
export const apiErrorText = (error: unknown) =>
  error instanceof ApiError ? [error.message, ...error.fieldErrorLines()].join(' ') : error instanceof Error ? error.message : String(error);

/**
 * The API's field errors (`{"i18n_name.et_EE.value": [...]}`) as messages per form field. A key
 * matches a form field by its whole name or by its first segment; `aliases` maps API names to
 * form names. Messages of fields the form does not show are returned under `rest`.
 */
export function formErrorsFromApi(fieldErrors: Record<string, string[]>, formFields: readonly string[], aliases: Record<string, string> = {}): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const text = messages.join(' ');
    const first = key.split('.')[0] ?? key;
    const name = [key, aliases[key], first, aliases[first]].find((candidate): candidate is string => !!candidate && formFields.includes(candidate));
    if (name) fields[name] = fields[name] ? `${fields[name]} ${text}` : text;
    else rest.push(key === 'non_field_errors' ? text : `${key}: ${text}`);
  }
  return { fields, rest };
}

export interface FormFailure<Field extends string> {
  message: string;
  fields: Partial<Record<Field, string>>;
}

/** A failed save as a form shows it: the API's message above the form, field messages at the fields. */
export function formFailure<Field extends string>(error: unknown, formFields: readonly Field[], aliases: Record<string, Field> = {}): FormFailure<Field> {
  if (!(error instanceof ApiError)) return { message: apiErrorText(error), fields: {} };
  const mapped = formErrorsFromApi(error.fieldErrors, formFields, aliases);
  return { message: [error.message, ...mapped.rest].join(' '), fields: mapped.fields as Partial<Record<Field, string>> };
}
