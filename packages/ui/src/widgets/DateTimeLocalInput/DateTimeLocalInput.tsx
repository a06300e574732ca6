import type { ComponentPropsWithRef } from 'react';
import type { FieldTextProps } from '../FormField';
import { LabelledInput } from '../FormField/LabelledInput';

export interface DateTimeLocalInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldTextProps {}

/**
 * A labelled date and time field; the value is local wall time (the store reads it as Tallinn time).
 * Spread react-hook-form's register() result into it: the ref reaches the input.
 */
export function DateTimeLocalInput(props: DateTimeLocalInputProps) {
  return <LabelledInput {...props} type="datetime-local" />;
}
