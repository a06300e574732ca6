export { RestrictionModal, type RestrictionModalProps } from './RestrictionModal';
