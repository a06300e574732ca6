export { LoyaltyModal, type LoyaltyModalProps } from './LoyaltyModal';
