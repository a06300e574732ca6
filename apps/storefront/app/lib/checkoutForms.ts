import { z } from 'zod';
import { isValidEmail } from '@salon/domain';

/**
 * Checkout form rules (docs/decisions/0009-storefront-session-locale-cart.md). They mirror the API's own
 * validation so the shopper hears about a mistake before the request, in their language.
 */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;
export const PHONE_PATTERN = /^\+?[0-9 ]{5,20}$/;
const MAX_TEXT = 255;

export const informationFormSchema = z.object({
  first_name: z.string().trim().min(1, 'required').max(MAX_TEXT),
  last_name: z.string().trim().min(1, 'required').max(MAX_TEXT),
  email: z.string().trim().refine(isValidEmail, 'invalidEmail'),
  phone: z.string().trim().regex(PHONE_PATTERN, 'invalidPhone'),
  company_name: z.string().trim().max(MAX_TEXT).optional(),
  comment: z.string().max(MAX_TEXT).optional(),
});
export type InformationForm = z.infer<typeof informationFormSchema>;

export const addressFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(MAX_TEXT),
  street: z.string().trim().min(1, 'required').max(MAX_TEXT),
  city: z.string().trim().min(1, 'required').max(MAX_TEXT),
  postal_code: z.string().trim().regex(POSTAL_CODE_PATTERN, 'invalidPostalCode'),
});
export type AddressForm = z.infer<typeof addressFormSchema>;
