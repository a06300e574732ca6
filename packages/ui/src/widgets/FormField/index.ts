export {
  useFieldIds,
  FieldHint,
  FieldError,
  FieldLabel,
  FieldMessages,
  StackedField,
  controlClasses,
  type FieldIds,
  type FieldTextProps,
  type StackedFieldProps,
} from './FormField';
