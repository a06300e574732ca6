import type { ComponentPropsWithRef } from 'react';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from '../FormField';

export interface DateInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldTextProps {}

/**
 * A labelled date field (YYYY-MM-DD value) with hint and error wired for screen readers.
 * Spread react-hook-form's register() result into it: the ref reaches the input.
 */
export function DateInput({ label, hint, error, id, required, className, ref, ...inputProps }: DateInputProps) {
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
        type="date"
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
