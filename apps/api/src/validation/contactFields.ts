import { z } from 'zod';
import { CONTACT_FIELD_MESSAGES_EN, contactFieldSchemas } from '@salon/domain';

/** The domain's name, phone and address rules with the API's English messages: the forms refuse the same values. */
export const contactFields = contactFieldSchemas(CONTACT_FIELD_MESSAGES_EN);

/**
 * An optional field that may be left out, null or empty: empty becomes null (what is stored), and
 * left out stays undefined so that a partial update leaves the stored value alone.
 */
export const emptyAsNull = (field: z.ZodType<string, string>) =>
  field
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
