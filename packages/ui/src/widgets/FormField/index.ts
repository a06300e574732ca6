export { useFieldIds, FieldHint, FieldError, FieldLabel, controlClasses, type FieldIds, type FieldTextProps } from './FormField';
