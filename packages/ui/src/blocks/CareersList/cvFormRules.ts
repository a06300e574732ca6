import { isValidEmail, isValidPhone } from '@salon/domain';
import type { CvFormValues } from '../core/context';

/** A refused CV form field and its message's translation key. */
export type CvFormErrors = Partial<Record<keyof CvFormValues, string>>;

/** The fields in the order the form shows them: the first refused one takes the focus. */
export const CV_FORM_FIELDS = ['fullName', 'email', 'phone', 'position', 'message'] as const satisfies readonly (keyof CvFormValues)[];

/** What is sent: names, addresses and texts without the spaces around them. */
export function cleanCvFormValues(values: CvFormValues): CvFormValues {
  return { fullName: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim(), position: values.position, message: values.message.trim() };
}

/**
 * The CV form's rules (the API refuses the same: a name, a valid e-mail address, a valid phone
 * number or none); messages are translation keys. Plain functions over the domain's predicates,
 * so the careers page loads no form or validation library (decision 0061).
 */
export function cvFormErrors(values: CvFormValues): CvFormErrors {
  const clean = cleanCvFormValues(values);
  const errors: CvFormErrors = {};
  if (!clean.fullName) errors.fullName = 'blocks.careers.errors.fullName';
  if (!isValidEmail(clean.email)) errors.email = 'blocks.careers.errors.email';
  if (clean.phone && !isValidPhone(clean.phone)) errors.phone = 'formField.invalidPhone';
  return errors;
}
