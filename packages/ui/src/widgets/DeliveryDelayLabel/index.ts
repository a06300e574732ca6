export { DeliveryDelayLabel, type DeliveryDelayLabelProps } from './DeliveryDelayLabel';
