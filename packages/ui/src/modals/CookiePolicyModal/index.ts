export { CookiePolicyModal, type CookiePolicyModalProps, type ConsentChoices } from './CookiePolicyModal';
