export { FileViewerModal, type FileViewerModalProps, type ViewableFile } from './FileViewerModal';
