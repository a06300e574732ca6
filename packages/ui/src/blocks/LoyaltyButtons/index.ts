export { loyaltyButtonsBlock } from './LoyaltyButtons';
