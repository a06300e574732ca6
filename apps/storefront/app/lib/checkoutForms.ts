import { z } from 'zod';
import { CHECKOUT_COMMENT_MAX_LENGTH, contactFieldSchemas, isValidEmail } from '@salon/domain';

/**
 * Checkout form rules: the domain's contact and address rules, which the API applies too
 * (docs/decisions/0046-contact-field-rules.md), with app text keys as messages so the shopper hears
 * about a mistake before the request, in their language.
 */
const contactFields = contactFieldSchemas({ required: 'required', tooLong: () => 'tooLong', invalidPhone: 'invalidPhone', invalidPostalCode: 'invalidPostalCode' });

export const informationFormSchema = z.object({
  first_name: contactFields.personName,
  last_name: contactFields.personName,
  email: z.string().trim().refine(isValidEmail, 'invalidEmail'),
  phone: contactFields.phone,
  company_name: contactFields.optionalCompanyName.optional(),
  comment: z.string().max(CHECKOUT_COMMENT_MAX_LENGTH, 'tooLong').optional(),
});
export type InformationForm = z.infer<typeof informationFormSchema>;

export const addressFormSchema = z.object({
  name: contactFields.addressLine,
  street: contactFields.addressLine,
  city: contactFields.addressLine,
  postal_code: contactFields.postalCode,
});
export type AddressForm = z.infer<typeof addressFormSchema>;
