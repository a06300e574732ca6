import { z } from 'zod';

/** Numeric ids of catalogue and customer records. */
export const idSchema = z.number().int();
/** Creator entities and customers are keyed by UUID (any version; seeds use fixed values). */
export const uuidSchema = z.guid();

/** Money the API sends as decimal strings, e.g. "12.50". */
export const numericStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number string');
/** A figure that arrives as either a JSON number or a decimal string. */
export const numberLikeSchema = z.union([z.number(), numericStringSchema]);

/** Any string Date.parse understands (the API sends ISO 8601). */
export const dateTimeStringSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Expected a date-time string',
});
