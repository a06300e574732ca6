export { SelectFromFilesModal, type SelectFromFilesModalProps } from './SelectFromFilesModal';
