export { NewAddressFormModal, type NewAddressFormModalProps, type AddressValues } from './NewAddressFormModal';
