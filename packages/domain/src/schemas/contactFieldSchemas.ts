import { z } from 'zod';
import { ADDRESS_LINE_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, isValidPhone, isValidPostalCode, type ContactFieldMessages } from '../rules/contactFields';

/**
 * The zod fields, trimmed, with the given messages. Optional fields accept '' (an empty input);
 * the API turns '' into null where it stores null.
 */
export function contactFieldSchemas(messages: ContactFieldMessages) {
  const requiredText = (max: number) => z.string().trim().min(1, messages.required).max(max, messages.tooLong(max));
  const optionalText = (max: number) => z.string().trim().max(max, messages.tooLong(max));
  const phone = z.string().trim().refine(isValidPhone, messages.invalidPhone);
  return {
    personName: requiredText(PERSON_NAME_MAX_LENGTH),
    companyName: requiredText(COMPANY_NAME_MAX_LENGTH),
    optionalCompanyName: optionalText(COMPANY_NAME_MAX_LENGTH),
    addressLine: requiredText(ADDRESS_LINE_MAX_LENGTH),
    optionalAddressLine: optionalText(ADDRESS_LINE_MAX_LENGTH),
    postalCode: z.string().trim().min(1, messages.required).refine(isValidPostalCode, messages.invalidPostalCode),
    phone: z.string().trim().min(1, messages.required).pipe(phone),
    optionalPhone: z.string().trim().refine((value) => value === '' || isValidPhone(value), messages.invalidPhone),
  };
}
