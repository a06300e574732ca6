import { z } from 'zod';
import { PAGE_SIZE, PRODUCT_SORTS } from '@salon/domain';
import { booleanQuery, MAX_DB_INT, pagingQuery } from '../lib/validate';

/** Largest page a client may ask for; protects the database from unbounded reads. */
export const MAX_PAGE_SIZE = 100;
const MAX_TERM_LENGTH = 200;

const SEARCH_SORTS = PRODUCT_SORTS;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const idList = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Must be comma-separated ids.')
  .transform((value) => [...new Set(value.split(',').map((part) => Number(part.trim())))])
  .refine((ids) => ids.every((id) => id <= MAX_DB_INT), 'Unknown id.');
const nonNegative = z.coerce.number({ error: 'Must be a number.' }).nonnegative();

/**
 * Query of GET /api/v1/products/elastic/search/new/. `brand` and `brands` are synonyms;
 * price and discount_rate ranges use the spec's start/end filter naming.
 */
export const searchQuerySchema = z
  .object({
    term: z.string().max(MAX_TERM_LENGTH).optional(),
    ...pagingQuery(PAGE_SIZE.PRODUCT_SEARCH, MAX_PAGE_SIZE),
    categories: idList.optional(),
    brands: idList.optional(),
    brand: idList.optional(),
    price_start: nonNegative.optional(),
    price_end: nonNegative.optional(),
    discount_rate_start: nonNegative.max(100).optional(),
    discount_rate_end: nonNegative.max(100).optional(),
    sort: z.enum(SEARCH_SORTS).optional(),
    standalone: booleanQuery.optional(),
    is_business: booleanQuery.optional(),
    lang: z.string().optional(),
  })
  .refine((query) => query.price_start === undefined || query.price_end === undefined || query.price_start <= query.price_end, {
    message: 'price_start must not exceed price_end.',
    path: ['price_start'],
  })
  .refine(
    (query) => query.discount_rate_start === undefined || query.discount_rate_end === undefined || query.discount_rate_start <= query.discount_rate_end,
    { message: 'discount_rate_start must not exceed discount_rate_end.', path: ['discount_rate_start'] },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;
