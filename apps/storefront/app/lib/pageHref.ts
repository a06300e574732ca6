import { PAGE_QUERY_PARAM } from '@salon/domain';

/** The same URL with another page number. */
export function pageHref(url: URL, page: number): string {
  const next = new URL(url);
  next.searchParams.set(PAGE_QUERY_PARAM, String(page));
  return `${next.pathname}${next.search}`;
}
