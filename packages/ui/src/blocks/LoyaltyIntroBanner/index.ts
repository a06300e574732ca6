export { loyaltyIntroBannerBlock } from './LoyaltyIntroBanner';
