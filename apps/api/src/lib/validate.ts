import type { Context } from 'hono';
import { z } from 'zod';
import { FIRST_PAGE } from '@salon/domain';
import { API_ERROR_CODE, ApiError, badRequest, fieldCodesFromZod, fieldErrorsFromZod } from './errors';

/** No request of this API nests deeper; deeper input is refused before any schema walks it. */
const MAX_INPUT_DEPTH = 32;
/** A UTF-16 surrogate without its pair: it has no UTF-8 form, so storing it would silently change it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unsafeText(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain the NUL character.';
  if (LONE_SURROGATE.test(text)) return 'Text must be valid Unicode.';
  return null;
}

/**
 * Why the input cannot reach the database, if it cannot: PostgreSQL text holds neither U+0000
 * nor unpaired surrogates, and absurd nesting is refused. Iterative, so hostile nesting cannot
 * overflow the stack.
 */
function unsafeInput(input: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unsafeText(value);
      if (problem) return problem;
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'Input is nested too deeply.';
      for (const [key, item] of Object.entries(value)) {
        const problem = unsafeText(key);
        if (problem) return problem;
        stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return null;
}

function parseWith<T extends z.ZodType>(schema: T, input: unknown, what: string): z.infer<T> {
  const unsafe = unsafeInput(input);
  if (unsafe) throw badRequest(`Invalid ${what}.`, { non_field_errors: [unsafe] });
  const result = schema.safeParse(input);
  if (!result.success) {
    const codes = fieldCodesFromZod(result.error);
    throw new ApiError(400, API_ERROR_CODE.VALIDATION_ERROR, `Invalid ${what}.`, fieldErrorsFromZod(result.error), codes && { error_codes: codes });
  }
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
/**
 * `page` (1-based) and `page_size` of a paged list, spread into its query object: one wording of
 * the errors for every list. Sizes differ per list, so each names its default and its maximum.
 */
export function pagingQuery(defaultSize: number, maxSize: number) {
  const wholeNumber = () => z.coerce.number({ error: 'Must be a whole number.' }).int();
  return {
    page: wholeNumber().min(FIRST_PAGE).default(FIRST_PAGE),
    page_size: wholeNumber().min(1).max(maxSize).default(defaultSize),
  };
}
export const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
