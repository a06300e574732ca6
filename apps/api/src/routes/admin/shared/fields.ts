import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@salon/domain';
import type { Translations } from '../../../db/schema';

/** numeric(12,2): up to 10 whole digits and 2 decimals, sent as a number string like the API returns. */
export const moneyString = z
  .string({ error: 'Must be an amount as a string, e.g. "12.50".' })
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Must be an amount of 0 or more with at most 2 decimals, e.g. "12.50".')
  .transform((value) => Number(value).toFixed(2));

/** An admin-entered translatable text: only served locales, the default one required. */
export const translatableInput = (max: number, options: { required?: boolean } = {}) =>
  z
    .record(
      z.string(),
      z.object({ value: z.string({ error: 'Must be text.' }).trim().max(max), ext_id: z.string().max(100).nullable().optional() }, { error: 'Must be {value, ext_id?}.' }),
      { error: `Must be an object keyed by locale (${LOCALE_CODES.join(', ')}).` },
    )
    .superRefine((value, context) => {
      for (const key of Object.keys(value)) {
        if (!(LOCALE_CODES as readonly string[]).includes(key)) context.addIssue({ code: 'custom', path: [key], message: `Unknown locale: use ${LOCALE_CODES.join(', ')}.` });
      }
      if (options.required !== false && !value[DEFAULT_LOCALE]?.value) context.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: 'Required.' });
    })
    .transform((value): Translations => Object.fromEntries(Object.entries(value).map(([code, entry]) => [code, { value: entry.value, ext_id: entry.ext_id ?? null }])));

/** ISO 8601 date-time with an offset, as a Date. */
export const dateTimeInput = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time, e.g. 2026-12-24T10:00:00+02:00.' }).transform((value) => new Date(value));

