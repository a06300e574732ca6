import { isValidEmail } from './isValidEmail';

export type NewsletterEmailResult =
  | { readonly valid: true; readonly email: string }
  | { readonly valid: false; readonly email: string };

/** The newsletter form trims the typed address before checking it. */
export const normaliseNewsletterEmail = (value: string): NewsletterEmailResult => {
  const email = value.trim();
  return { valid: isValidEmail(email), email };
};
