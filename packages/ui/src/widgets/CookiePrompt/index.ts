export { CookiePrompt, type CookiePromptProps } from './CookiePrompt';
