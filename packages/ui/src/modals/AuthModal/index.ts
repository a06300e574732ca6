export { AuthModal, SOCIAL_PROVIDERS, type AuthModalProps, type SocialProvider } from './AuthModal';
export { ACCOUNT_TYPE, type AccountType } from './accountType';
export type { ConfirmPasswordValues, ForgotPasswordValues, LoginValues, RegisterValues } from './authSchemas';
