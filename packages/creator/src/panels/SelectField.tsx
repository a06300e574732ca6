import { useId, type ComponentPropsWithRef } from 'react';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select for the panels' forms; react-hook-form's register() spreads into it. */
export function SelectField({ label, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-body-sm font-semibold">
        {label}
      </label>
      <select id={id} className="min-h-11 rounded border border-brand-muted px-2 py-1" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
