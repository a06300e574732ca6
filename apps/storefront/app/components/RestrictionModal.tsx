import { RestrictionModal } from '@salon/ui';

// Its own module, so the product page loads the modal (with the modal layer under it: Radix
// Dialog, focus trap, scroll lock) when a shopper asks why a product is restricted.
export default RestrictionModal;
