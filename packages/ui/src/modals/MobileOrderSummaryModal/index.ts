export { MobileOrderSummaryModal, type MobileOrderSummaryModalProps, type OrderSummaryLine } from './MobileOrderSummaryModal';
