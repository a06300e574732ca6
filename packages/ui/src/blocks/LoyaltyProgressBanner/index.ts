export { loyaltyProgressBannerBlock } from './LoyaltyProgressBanner';
