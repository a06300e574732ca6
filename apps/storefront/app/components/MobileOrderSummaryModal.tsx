import { MobileOrderSummaryModal } from '@salon/ui';

// Its own module, so the checkout steps load the phone's order summary modal (with the modal layer
// under it: Radix Dialog, focus trap, scroll lock) when it opens, not with the step.
export default MobileOrderSummaryModal;
