export { Price, type PriceProps, type Amount } from './Price';
export { useLocaleCode } from './useLocaleCode';
