import type { ComponentPropsWithRef } from 'react';
import type { FieldTextProps } from '../FormField';
import { LabelledInput } from '../FormField/LabelledInput';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldTextProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number';
}

/**
 * A labelled single-line field with hint and error wired for screen readers.
 * Spread react-hook-form's register() result into it: the ref reaches the input.
 */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  return <LabelledInput {...props} type={type} />;
}
