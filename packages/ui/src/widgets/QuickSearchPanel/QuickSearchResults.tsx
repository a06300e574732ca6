import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { NavLink } from '../layoutParts/types';

export interface QuickSearchResultsData {
  productCount: number;
  seeAllHref: string;
  /** Product previews rendered by the app (e.g. SmallProductPreview). */
  productPreviews: readonly ReactNode[];
  brands: readonly NavLink[];
  categories: readonly NavLink[];
}

const linkClass = 'block rounded px-2 py-1 hover:bg-brand-surface';

function LinkGroup({ title, links }: { title: string; links: readonly NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-body-sm font-semibold uppercase text-brand-muted">{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function isEmptyResult(results: QuickSearchResultsData) {
  return results.productCount === 0 && results.brands.length === 0 && results.categories.length === 0;
}

export function QuickSearchResults({ results }: { results: QuickSearchResultsData }) {
  const { t } = useTranslation();
  if (isEmptyResult(results)) {
    return (
      <div role="status" className="p-2">
        <p className="font-semibold">{t('search.noResults')}</p>
        <p className="text-body-sm text-brand-muted">{t('search.tryAnotherKeyword')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
      <section aria-label={t('search.products')}>
        <div className="mb-2 flex items-baseline justify-between gap-2">
          <p role="status" className="text-body-sm text-brand-muted">
            {t('search.productCount', { count: results.productCount })}
          </p>
          <a href={results.seeAllHref} className="text-body-sm font-semibold underline">
            {t('search.seeAll')}
          </a>
        </div>
        <ul className="flex flex-col gap-2">
          {results.productPreviews.map((preview, index) => (
            // Previews have no identity of their own here; their order is the result order.
            <li key={index}>{preview}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-4">
        <LinkGroup title={t('search.brands')} links={results.brands} />
        <LinkGroup title={t('search.categories')} links={results.categories} />
      </div>
    </div>
  );
}
