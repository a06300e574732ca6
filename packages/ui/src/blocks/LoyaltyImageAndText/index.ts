export { loyaltyImageAndTextBlock } from './LoyaltyImageAndText';
