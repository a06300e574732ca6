import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages, useFieldIds, type FieldTextProps } from '../FormField';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue'>, FieldTextProps {
  name: string;
  options: readonly RadioOption[];
  /** Controlled use; with react-hook-form leave it out and spread register(name). */
  value?: string;
  defaultValue?: string;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A fieldset of radios whose legend is the label. Every radio gets the same input props, so
 * react-hook-form's register() (a callback ref, onChange, onBlur, name) works on all of them.
 */
export function RadioGroup({
  label,
  hint,
  error,
  id,
  name,
  options,
  value,
  defaultValue,
  required,
  orientation = 'vertical',
  className,
  ref,
  ...inputProps
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <fieldset id={ids.inputId} aria-describedby={ids.describedBy} className={clsx('flex flex-col gap-1', className)}>
      <legend className="mb-1 text-body-sm font-semibold text-brand-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-status-error">
            *
          </span>
        ) : null}
      </legend>
      <div className={clsx('flex gap-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-6')}>
        {options.map((option) => {
          const optionId = `${ids.inputId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- ARIA 1.2 makes aria-invalid global; screen readers announce it on the focused radio, the group's would not be heard */}
              <input
                {...inputProps}
                ref={ref}
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled ?? inputProps.disabled}
                aria-invalid={error ? true : undefined}
                {...(value !== undefined ? { checked: value === option.value } : {})}
                {...(defaultValue !== undefined ? { defaultChecked: defaultValue === option.value } : {})}
                className="size-4 accent-brand-ink"
              />
              <label htmlFor={optionId} className="text-body text-brand-ink">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
