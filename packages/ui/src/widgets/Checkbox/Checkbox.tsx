import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { FieldMessages, useFieldIds, type FieldTextProps } from '../FormField';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldTextProps {}

/** A checkbox with its label beside it; hint and error are read with it. register()-compatible. */
export function Checkbox({ label, hint, error, id, className, ref, ...inputProps }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          {...inputProps}
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="mt-1 size-4 shrink-0 accent-brand-ink"
        />
        <label htmlFor={ids.inputId} className="text-body text-brand-ink">
          {label}
        </label>
      </div>
      <div className="pl-6">
        <FieldMessages ids={ids} hint={hint} error={error} />
      </div>
    </div>
  );
}
