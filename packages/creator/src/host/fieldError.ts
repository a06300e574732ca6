import { fieldFailureText, type FieldFailure } from '@salon/ui';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** A field's message by its name (@salon/ui's fieldFailureText: rule keys translated, the API's text as it is). */
export const fieldError = <Values extends FieldValues>(errors: FieldErrors<Values>, name: keyof Values & string, t: (key: string) => string): string | undefined =>
  fieldFailureText(errors[name] as FieldFailure | undefined, t);
