export { EntityNavigationModal, type EntityNavigationModalProps, type EntityCustomer } from './EntityNavigationModal';
