export { LoyaltyProgressBar, type LoyaltyProgressBarProps } from './LoyaltyProgressBar';
