import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * A field's message: the form's own rules name text keys, the API's refusals (type 'server')
 * arrive as text.
 */
export function fieldError<Values extends FieldValues>(errors: FieldErrors<Values>, name: keyof Values & string, t: (key: string) => string): string | undefined {
  const failure = errors[name] as { type?: string; message?: string } | undefined;
  if (!failure?.message) return undefined;
  return failure.type === 'server' ? failure.message : t(failure.message);
}
