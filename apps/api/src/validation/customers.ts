import { z } from 'zod';
import { ADDRESS_TYPE, COUNTRY_ID, LOCALE_CODES } from '@salon/domain';

const MAX_NAME = 255;
const MAX_SHORT = 64;
const countryId = z.union(Object.values(COUNTRY_ID).map((id) => z.literal(id)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], {
  error: `Must be one of the country ids ${Object.values(COUNTRY_ID).join(', ')}.`,
});

export const changeActiveEntitySchema = z.object({ id: z.uuid({ error: 'Must be a customer UUID.' }) });

/** Fields a customer admin may change; is_individual is fixed at registration. */
export const customerUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_NAME),
    middle_name: z.string().trim().max(MAX_NAME).nullable(),
    reg_code: z.string().trim().max(MAX_SHORT).nullable(),
    vat: z.string().trim().max(MAX_SHORT).nullable(),
    email: z.email().nullable(),
    phone: z.string().trim().max(MAX_SHORT).nullable(),
    delivery_country_id: countryId.nullable(),
    locale: z.enum(LOCALE_CODES as [string, ...string[]]).nullable(),
  })
  .partial()
  .strict();

export const addressSchema = z.object({
  type: z.enum([ADDRESS_TYPE.INVOICE, ADDRESS_TYPE.DELIVERY]),
  name: z.string().trim().max(MAX_NAME).default(''),
  street: z.string().trim().min(1).max(MAX_NAME),
  city: z.string().trim().min(1).max(MAX_NAME),
  postal_code: z.string().trim().regex(/^[A-Za-z0-9 -]{3,10}$/, 'Enter a valid postal code.'),
  country_id: countryId,
  phone: z.string().trim().max(MAX_SHORT).nullable().optional(),
});

export const localeAndDeliverySchema = z
  .object({ delivery_country_id: countryId, locale: z.enum(LOCALE_CODES as [string, ...string[]]).optional() })
  .strict();
