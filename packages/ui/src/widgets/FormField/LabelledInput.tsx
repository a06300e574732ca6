import type { ComponentPropsWithRef, HTMLInputTypeAttribute } from 'react';
import { controlClasses, StackedField, useFieldIds, type FieldTextProps } from './FormField';

/** Internal: the one implementation behind TextInput, DateInput and DateTimeLocalInput. */
export interface LabelledInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldTextProps {
  type: HTMLInputTypeAttribute;
}

/** A labelled single input with hint and error wired for screen readers; the ref reaches the input. */
export function LabelledInput({ label, hint, error, id, required, className, ref, type, ...inputProps }: LabelledInputProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <StackedField ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        {...inputProps}
        ref={ref}
        id={ids.inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error))}
      />
    </StackedField>
  );
}
