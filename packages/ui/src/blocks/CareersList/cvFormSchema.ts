import { isValidEmail } from '@salon/domain';
import { z } from 'zod';
import { contactFields } from '../../i18n/contactFieldSchemas';

/** CV form rules; messages are translation keys. */
export const cvFormSchema = z.object({
  fullName: z.string().trim().min(1, 'blocks.careers.errors.fullName'),
  email: z.string().trim().refine(isValidEmail, 'blocks.careers.errors.email'),
  phone: contactFields.optionalPhone,
  position: z.string(),
  message: z.string().trim(),
});
export type CvFormSchemaValues = z.infer<typeof cvFormSchema>;
