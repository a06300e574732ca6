import { isValidEmail } from '@salon/domain';
import { z } from 'zod';
import { isAcceptablePassword } from '@salon/domain';

/** Messages are translation keys; the form translates them when it shows the error. */
const email = z
  .string()
  .trim()
  .min(1, 'modalCommon.requiredField')
  .refine(isValidEmail, 'modalCommon.invalidEmail');

const newPassword = z.string().refine(isAcceptablePassword, 'authModal.passwordTooShort');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'modalCommon.requiredField'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: z.string().trim().min(1, 'modalCommon.requiredField'),
  lastName: z.string().trim().min(1, 'modalCommon.requiredField'),
  email,
  password: newPassword,
  acceptTerms: z.literal(true, { error: 'authModal.acceptTermsRequired' }),
  newsletter: z.boolean(),
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const confirmPasswordSchema = z
  .object({ password: newPassword, passwordRepeat: z.string() })
  .refine((values) => values.password === values.passwordRepeat, {
    message: 'authModal.passwordsDiffer',
    path: ['passwordRepeat'],
  });
export type ConfirmPasswordValues = z.infer<typeof confirmPasswordSchema>;
