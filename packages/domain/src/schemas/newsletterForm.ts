import { z } from 'zod';
import { MESSAGE_KEY } from '../constants/messaging';
import { isValidEmail } from '../rules/isValidEmail';

/** The newsletter form: trimmed, then checked; the error is a translation key. */
export const newsletterFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine(isValidEmail, { message: MESSAGE_KEY.NEWSLETTER_SUBSCRIPTION_ERROR }),
});
