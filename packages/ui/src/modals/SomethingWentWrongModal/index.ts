export { SomethingWentWrongModal, type SomethingWentWrongModalProps } from './SomethingWentWrongModal';
