export { ModalWrapper, type ModalWrapperProps, type ModalLevel, type ModalSize } from './ModalWrapper';
