import { z } from 'zod';
import { contactFields, emptyAsNull } from './contactFields';
import { ADDRESS_TYPE, COUNTRY_ID, LOCALE_CODES, isRegistryCode, isVatNumber, normaliseBusinessId } from '@salon/domain';

const MAX_NAME = 255;
const MAX_SHORT = 64;
const countryId = z.union(Object.values(COUNTRY_ID).map((id) => z.literal(id)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], {
  error: `Must be one of the country ids ${Object.values(COUNTRY_ID).join(', ')}.`,
});

export const changeActiveEntitySchema = z.object({ id: z.uuid({ error: 'Must be a customer UUID.' }) });

/** A registry code and a VAT number as the domain's identifier rules accept them, normalised. */
const regCodeField = z
  .string()
  .trim()
  .max(MAX_SHORT)
  .refine(isRegistryCode, 'Enter the registry code: 8 digits (Estonia) or 11 digits (Latvia).')
  .transform(normaliseBusinessId);
const vatField = z
  .string()
  .trim()
  .max(MAX_SHORT)
  .refine((value) => value === '' || isVatNumber(value), 'Enter the VAT number as EE and 9 digits or LV and 11 digits, or leave it empty.')
  .transform((value) => (value === '' ? null : normaliseBusinessId(value)));

/** Fields a customer admin may change; is_individual is fixed at registration. */
export const customerUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_NAME),
    middle_name: z.string().trim().max(MAX_NAME).nullable(),
    // The same identifier rules as a new business account (a business keeps a registry code).
    reg_code: regCodeField,
    vat: vatField.nullable().transform((value) => value ?? null),
    email: z.email().nullable(),
    phone: emptyAsNull(contactFields.optionalPhone),
    delivery_country_id: countryId.nullable(),
    locale: z.enum(LOCALE_CODES as [string, ...string[]]).nullable(),
  })
  .partial()
  .strict();

export const addressSchema = z.object({
  type: z.enum([ADDRESS_TYPE.INVOICE, ADDRESS_TYPE.DELIVERY]),
  name: contactFields.optionalAddressLine.default(''),
  street: contactFields.addressLine,
  city: contactFields.addressLine,
  postal_code: contactFields.postalCode,
  country_id: countryId,
  phone: emptyAsNull(contactFields.optionalPhone),
});

export const localeAndDeliverySchema = z
  .object({ delivery_country_id: countryId, locale: z.enum(LOCALE_CODES as [string, ...string[]]).optional() })
  .strict();

/** A business account the user adds for itself (the add-business-account modal): the domain's identifier rules. */
export const newBusinessCustomerSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the company name.').max(MAX_NAME),
    reg_code: regCodeField,
    vat: vatField.optional(),
  })
  .strict();
