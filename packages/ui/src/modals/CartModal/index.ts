export { CartModal, type CartModalProps, type CartLine, type CartLoyalty } from './CartModal';
export { OrderTotals, type OrderTotalsValues } from './OrderTotals';
