import type { ComponentPropsWithRef } from 'react';
import { controlClasses, StackedField, useFieldIds, type FieldTextProps } from '../FormField';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldTextProps {}

/** A labelled multi-line field; register()-compatible like TextInput. */
export function TextArea({ label, hint, error, id, required, className, ref, rows = 4, ...textareaProps }: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <StackedField ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...textareaProps}
        ref={ref}
        id={ids.inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), 'resize-y')}
      />
    </StackedField>
  );
}
