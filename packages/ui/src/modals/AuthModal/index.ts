export { AuthModal, type AuthModalProps } from './AuthModal';
export type { ConfirmPasswordValues, ForgotPasswordValues, LoginValues, RegisterValues } from './authSchemas';
