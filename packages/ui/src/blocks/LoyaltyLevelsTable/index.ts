export { loyaltyLevelsTableBlock } from './LoyaltyLevelsTable';
