export { EditCategoryModal, type EditCategoryModalProps, type EditCategoryValues } from './EditCategoryModal';
