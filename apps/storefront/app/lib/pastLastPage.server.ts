import type { ProductSearchParams } from '@salon/api-client';
import { FIRST_PAGE, PAGE_QUERY_PARAM, PAGE_SIZE, normalisePage, totalPages } from '@salon/domain';
import type { RequestContext } from './request.server';
import { sameOriginRedirect } from './sameOriginPath';

/**
 * Spec 5: a page above the total resets to page 1. Call after the search is prefetched: when the
 * asked page lies past the last one, the shopper is redirected to the same URL without the page
 * (page 1) instead of seeing an empty list under a pager that points nowhere.
 */
export function redirectPastLastPage(ctx: RequestContext, url: URL, params: ProductSearchParams): void {
  const asked = params.page ?? FIRST_PAGE;
  if (asked === FIRST_PAGE) return;
  const results = ctx.queryClient.getQueryData(ctx.queries.search(params).queryKey);
  // No answer (API failure): nothing to compare against; the page shows its own error state.
  if (!results) return;
  const pages = totalPages(results.count, params.page_size ?? PAGE_SIZE.PRODUCT_SEARCH);
  if (normalisePage(asked, pages) === asked) return;
  const next = new URL(url);
  next.searchParams.delete(PAGE_QUERY_PARAM);
  throw sameOriginRedirect(`${next.pathname}${next.search}`);
}
