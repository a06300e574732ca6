import { MS_PER_SECOND } from './units';

/**
 * Server-side caches of shared anonymous data (issue 18 item 4, docs/decisions/0050). They are
 * only caches: every write through the API changes the content version, which empties them.
 * The lifetimes bound what a version cannot see: publish windows opening or closing with time,
 * and background jobs that write without a request.
 */
/** Anonymous public API answers (catalogue lists, creator pages, placeholders) are kept this long. */
export const PUBLIC_API_CACHE_SECONDS = 30;
/** Whole anonymous storefront pages (HTML and route data) are kept this long. */
export const ANONYMOUS_PAGE_CACHE_SECONDS = 10;
/**
 * A storefront asks the API for its content version at most this often while it serves cached
 * pages, and an API process reads the version shared through the database at most this often.
 */
export const CONTENT_VERSION_CHECK_MS = MS_PER_SECOND;
/** Entries per cache (least recently used go first); an entry larger than the byte cap is not kept. */
export const SERVER_CACHE_MAX_ENTRIES = 500;
export const SERVER_CACHE_MAX_ENTRY_BYTES = 1_000_000;
