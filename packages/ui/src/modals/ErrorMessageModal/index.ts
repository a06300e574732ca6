export { ErrorMessageModal, type ErrorMessageModalProps, type FieldErrorLine } from './ErrorMessageModal';
