export { BlockFieldForm, type BlockFieldFormProps, type BlockProps } from './BlockFieldForm';
