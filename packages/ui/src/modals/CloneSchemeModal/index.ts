export { CloneSchemeModal, type CloneSchemeModalProps, type CloneSchemeValues } from './CloneSchemeModal';
