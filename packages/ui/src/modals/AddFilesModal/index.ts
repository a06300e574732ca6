export { AddFilesModal, acceptedMimeTypes, type AddFilesModalProps } from './AddFilesModal';
