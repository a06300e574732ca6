export {
  useFieldIds,
  FieldHint,
  FieldError,
  FieldLabel,
  FieldMessages,
  StackedField,
  controlClasses,
  fieldFailureText,
  type FieldFailure,
  type FieldIds,
  type FieldTextProps,
  type StackedFieldProps,
} from './FormField';
