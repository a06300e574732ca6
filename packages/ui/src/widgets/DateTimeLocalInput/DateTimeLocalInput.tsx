import type { ComponentPropsWithRef } from 'react';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from '../FormField';

export interface DateTimeLocalInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldTextProps {}

/**
 * A labelled date and time field; the value is local wall time (the store reads it as Tallinn time).
 * Spread react-hook-form's register() result into it: the ref reaches the input.
 */
export function DateTimeLocalInput({ label, hint, error, id, required, className, ref, ...inputProps }: DateTimeLocalInputProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <input
        {...inputProps}
        ref={ref}
        id={ids.inputId}
        type="datetime-local"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error))}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
