export { EditBrandModal, type EditBrandModalProps, type EditBrandValues } from './EditBrandModal';
