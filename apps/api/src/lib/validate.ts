import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, fieldErrorsFromZod } from './errors';

function parseWith<T extends z.ZodType>(schema: T, input: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(`Invalid ${what}.`, fieldErrorsFromZod(result.error));
  return result.data;
}

/** The JSON body checked against schema; malformed JSON is a 400, never a 500. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  let parsed: unknown = undefined;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON body.', { non_field_errors: ['Request body is not valid JSON.'] });
    }
  }
  return parseWith(schema, parsed ?? {}, 'request body');
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.query(), 'query parameters');
}

export function readParams<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.param(), 'path parameters');
}

/** Shared pieces of request schemas. */
/** Largest PostgreSQL integer: bigger ids cannot exist. */
export const MAX_DB_INT = 2_147_483_647;
export const idParam = z.coerce.number({ error: 'Must be a whole number.' }).int().positive().max(MAX_DB_INT, 'No such id.');
export const uuidParam = z.uuid({ error: 'Must be a UUID.' });
export const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
