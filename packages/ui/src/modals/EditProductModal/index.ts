export { EditProductModal, type EditProductModalProps, type EditProductValues } from './EditProductModal';
