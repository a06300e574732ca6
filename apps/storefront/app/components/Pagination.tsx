import { PAGE_QUERY_PARAM, PAGINATION_ELLIPSIS, paginationItems } from '@salon/domain';
import { useApp } from '../lib/appContext';

/**
 * 1-based page links built with the domain rule (edge pages plus neighbours).
 * TODO(ui-pagination): swap for the @salon/ui Pagination widget when it is exported.
 */
export function Pagination({ page, totalPages, hrefForPage }: { page: number; totalPages: number; hrefForPage: (page: number) => string }) {
  const { t } = useApp();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('products')} className="my-6 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <a href={hrefForPage(page - 1)} rel="prev" className="rounded border border-brand-line px-3 py-1">
          {t('previous')}
        </a>
      ) : null}
      {paginationItems(page, totalPages).map((item, index) =>
        item === PAGINATION_ELLIPSIS ? (
          <span key={`gap-${index}`}>…</span>
        ) : (
          <a
            key={item}
            href={hrefForPage(item)}
            aria-current={item === page ? 'page' : undefined}
            className={`rounded border px-3 py-1 ${item === page ? 'border-brand-ink bg-brand-ink text-brand-paper' : 'border-brand-line'}`}
          >
            {item}
          </a>
        ),
      )}
      {page < totalPages ? (
        <a href={hrefForPage(page + 1)} rel="next" className="rounded border border-brand-line px-3 py-1">
          {t('next')}
        </a>
      ) : null}
    </nav>
  );
}

/** The same URL with another page number. */
export function pageHref(url: URL, page: number): string {
  const next = new URL(url);
  next.searchParams.set(PAGE_QUERY_PARAM, String(page));
  return `${next.pathname}${next.search}`;
}
