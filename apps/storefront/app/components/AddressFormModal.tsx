import { NewAddressFormModal } from '@salon/ui';

// Its own module, so the addresses page loads the form modal (its validation and the modal layer
// under it) when a shopper adds or edits an address, not with the list.
export default NewAddressFormModal;
