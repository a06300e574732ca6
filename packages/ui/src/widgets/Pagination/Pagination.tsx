import { FIRST_PAGE, PAGINATION_ELLIPSIS, normalisePage, paginationItems } from '@salon/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../layoutParts/icons';

export interface PaginationProps {
  /** 1-based; out-of-range values reset to the first page. */
  currentPage: number;
  totalPages: number;
  /** Button mode: called with the chosen page. */
  onPageChange?: (page: number) => void;
  /** Link mode (crawlable pages): the address of a page. */
  hrefForPage?: (page: number) => string;
}

// Page links and page buttons share one look.
const itemClass = 'inline-flex min-w-10 items-center justify-center rounded px-3 py-2 font-semibold';

interface PageControlProps {
  page: number;
  label: string;
  current?: boolean;
  disabled?: boolean;
  children: ReactNode;
  onPageChange?: (page: number) => void;
  hrefForPage?: (page: number) => string;
}

function PageControl({ page, label, current, disabled, children, onPageChange, hrefForPage }: PageControlProps) {
  const className = clsx(
    itemClass,
    current ? 'bg-brand-ink text-brand-paper' : 'hover:bg-brand-surface',
    disabled && 'cursor-not-allowed text-brand-muted hover:bg-transparent',
  );
  if (hrefForPage) {
    // A disabled end keeps its place and name but is no longer a link target.
    return disabled ? (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link has no href by design (aria-disabled); it keeps its place and name
      <a role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </a>
    ) : (
      <a href={hrefForPage(page)} aria-label={label} aria-current={current ? 'page' : undefined} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Button
      variant="unstyled"
      disabled={disabled}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => onPageChange?.(page)}
      className={className}
    >
      {children}
    </Button>
  );
}

export function Pagination({ currentPage, totalPages, onPageChange, hrefForPage }: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationItems(currentPage, totalPages);
  if (totalPages <= FIRST_PAGE || items.length === 0) return null;
  const page = normalisePage(currentPage, totalPages);
  const mode = { onPageChange, hrefForPage };

  return (
    <nav aria-label={t('frame.pagination')}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <PageControl page={page - 1} label={t('frame.previousPage')} disabled={page === FIRST_PAGE} {...mode}>
            <ChevronLeftIcon />
          </PageControl>
        </li>
        {items.map((item, index) =>
          item === PAGINATION_ELLIPSIS ? (
            // Ellipses sit between fixed page numbers, so their position identifies them.
            <li key={`ellipsis-${index}`} aria-hidden="true" className={clsx(itemClass, 'text-brand-muted')}>
              …
            </li>
          ) : (
            <li key={item}>
              <PageControl page={item} label={t('frame.page', { page: item })} current={item === page} {...mode}>
                {item}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl page={page + 1} label={t('frame.nextPage')} disabled={page === totalPages} {...mode}>
            <ChevronRightIcon />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
