export { loyaltyThreeStepsBlock } from './LoyaltyThreeSteps';
