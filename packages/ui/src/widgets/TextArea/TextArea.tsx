import type { ComponentPropsWithRef } from 'react';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from '../FormField';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldTextProps {}

/** A labelled multi-line field; register()-compatible like TextInput. */
export function TextArea({ label, hint, error, id, required, className, ref, rows = 4, ...textareaProps }: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
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
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
