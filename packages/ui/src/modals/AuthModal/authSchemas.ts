import { z } from 'zod';
import { isAcceptablePassword, isValidCompanyCode, isValidEmail } from '@salon/domain';
import { contactFields } from '../../i18n/contactFieldSchemas';
import { ACCOUNT_TYPE } from './accountType';

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


/** Optional text that, when given, must pass the rule. */
const optionalChecked = (rule: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || rule(value), message);

/** Private and business registration (docs/decisions/0011): a business adds company name and registry code, VAT optional. */
export const registerSchema = z
  .object({
    accountType: z.enum([ACCOUNT_TYPE.PRIVATE, ACCOUNT_TYPE.BUSINESS]),
    firstName: contactFields.personName,
    lastName: contactFields.personName,
    email,
    phone: contactFields.optionalPhone,
    companyName: contactFields.optionalCompanyName,
    regCode: optionalChecked(isValidCompanyCode, 'authModal.regCodeInvalid'),
    vat: optionalChecked(isValidCompanyCode, 'authModal.vatInvalid'),
    password: newPassword,
    acceptTerms: z.literal(true, { error: 'authModal.acceptTermsRequired' }),
    newsletter: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.accountType !== ACCOUNT_TYPE.BUSINESS) return;
    if (!values.companyName) context.addIssue({ code: 'custom', path: ['companyName'], message: 'modalCommon.requiredField' });
    if (!values.regCode) context.addIssue({ code: 'custom', path: ['regCode'], message: 'modalCommon.requiredField' });
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
