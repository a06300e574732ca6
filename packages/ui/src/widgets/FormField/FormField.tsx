import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export interface FieldTextProps {
  /** Visible label; every field has one. */
  label: ReactNode;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** Validation error; marks the field invalid and is read with it. */
  error?: ReactNode;
}

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The value for aria-describedby: error first, so it is read before the hint. */
  describedBy: string | undefined;
}

export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="text-body-sm text-brand-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="text-body-sm font-medium text-status-error">
      {children}
    </p>
  );
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-body-sm font-semibold text-brand-ink">
      {children}
      {/* The input's required attribute is announced; the asterisk is for the eye only. */}
      {required ? (
        <span aria-hidden="true" className="ml-1 text-status-error">
          *
        </span>
      ) : null}
    </label>
  );
}

/** Hint then error under a field; each renders only when it has text. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </>
  );
}

export interface StackedFieldProps extends FieldTextProps {
  ids: FieldIds;
  required?: boolean | undefined;
  className?: string | undefined;
  /** The control, wired to ids.inputId and ids.describedBy. */
  children: ReactNode;
}

/** The chrome of a stacked field: label above the control, hint and error below. */
export function StackedField({ ids, label, hint, error, required, className, children }: StackedFieldProps) {
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

export const controlClasses = (invalid: boolean, className?: string) =>
  clsx(
    'w-full rounded border bg-brand-paper px-3 py-2 text-body text-brand-ink placeholder:text-brand-muted',
    'disabled:cursor-not-allowed disabled:bg-brand-surface disabled:text-brand-muted',
    invalid ? 'border-status-error' : 'border-brand-muted',
    className,
  );

/** A react-hook-form field failure: its rule's message or the API's (type 'server'). */
export interface FieldFailure {
  type?: string;
  message?: string;
}

/**
 * A field's message as the form shows it: the form's own rules name text keys, which are
 * translated; the API's refusals (type 'server') arrive as text and show as they are.
 */
export const fieldFailureText = (failure: FieldFailure | undefined, t: (key: string) => string): string | undefined =>
  failure?.message ? (failure.type === 'server' ? failure.message : t(failure.message)) : undefined;
