export { newsletterSignupBlock } from './NewsletterSignup';
