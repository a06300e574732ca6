import type { ComponentPropsWithRef } from 'react';
import type { FieldTextProps } from '../FormField';
import { LabelledInput } from '../FormField/LabelledInput';

export interface DateInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldTextProps {}

/**
 * A labelled date field (YYYY-MM-DD value) with hint and error wired for screen readers.
 * Spread react-hook-form's register() result into it: the ref reaches the input.
 */
export function DateInput(props: DateInputProps) {
  return <LabelledInput {...props} type="date" />;
}
