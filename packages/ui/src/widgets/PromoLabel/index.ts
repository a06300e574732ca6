export { PromoLabel, type PromoLabelProps } from './PromoLabel';
