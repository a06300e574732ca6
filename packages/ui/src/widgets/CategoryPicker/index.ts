export { CategoryPicker, type CategoryPickerProps, type PickerCategory, type PickerParentCategory } from './CategoryPicker';
