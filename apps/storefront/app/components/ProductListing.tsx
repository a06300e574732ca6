import type { ProductSearchParams } from '@salon/api-client';
import { FIRST_PAGE, PAGE_QUERY_PARAM, PRODUCT_SORTS, isProductSort, PAGE_SIZE, SEARCH_QUERY_PARAM, normalisePage, totalPages, translatedValue } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from '../lib/appContext';
import { Button, Pagination } from '@salon/ui';
import { pageHref } from '../lib/pageHref';
import { ProductGrid } from '../frame/productCards';

const FILTER_PARAMS = ['categories', 'brands', 'price_start', 'price_end', 'discount_rate_start', 'discount_rate_end', 'sort'] as const;

/** Search parameters of a listing page from its URL, plus the page's own fixed filter. */
export function listingParams(url: URL, fixed: Partial<ProductSearchParams> = {}): ProductSearchParams {
  const query = url.searchParams;
  const page = Math.max(FIRST_PAGE, Number.parseInt(query.get(PAGE_QUERY_PARAM) ?? '', 10) || FIRST_PAGE);
  const params: ProductSearchParams = { page, page_size: PAGE_SIZE.PRODUCT_SEARCH };
  const term = query.get(SEARCH_QUERY_PARAM)?.trim();
  if (term) params.term = term;
  for (const name of FILTER_PARAMS) {
    const value = query.get(name);
    // An unknown sort would make the API answer 400; the listing falls back to its default order.
    if (name === 'sort' && value && !isProductSort(value)) continue;
    if (value) (params as Record<string, unknown>)[name] = name.endsWith('_start') || name.endsWith('_end') ? Number(value) : value;
  }
  // The page's own category or brand joins any chosen filter (de-duplicated by the client).
  if (fixed.categories !== undefined) params.categories = [fixed.categories as number, ...String(params.categories ?? '').split(',').filter(Boolean)];
  if (fixed.brands !== undefined) params.brands = [fixed.brands as number, ...String(params.brands ?? '').split(',').filter(Boolean)];
  return params;
}

/** Results with filters (category, brand, price, discount) and 1-based pagination. */
export function ProductListing({
  params,
  heading,
  head,
  foot,
  headingReplaced = false,
}: {
  params: ProductSearchParams;
  heading: string;
  /** Placeholder content above and below the list (product list head and foot). */
  head?: ReactNode;
  foot?: ReactNode;
  /** A head placeholder replaces the page's own heading; the h1 stays for assistive technology. */
  headingReplaced?: boolean;
}) {
  const { t, queries, locale } = useApp();
  const location = useLocation();
  const results = useQuery(queries.search(params));
  const categories = useQuery(queries.categories());
  const brands = useQuery(queries.brands());
  const count = results.data?.count ?? 0;
  const pages = totalPages(count, params.page_size ?? PAGE_SIZE.PRODUCT_SEARCH);
  const page = normalisePage(params.page ?? FIRST_PAGE, pages);
  const url = new URL(`${location.pathname}${location.search}`, 'http://storefront.local');
  const query = url.searchParams;
  const navigate = useNavigate();
  // The sort lives in the URL so a reload or a shared link keeps the order; a new order starts at page 1.
  const onSortChange = (sort: string) => {
    const next = new URLSearchParams(query);
    next.delete(PAGE_QUERY_PARAM);
    if (sort) next.set('sort', sort);
    else next.delete('sort');
    const search = next.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`);
  };
  return (
    <section>
      <h1 className={headingReplaced ? 'sr-only' : 'text-h1'}>{heading}</h1>
      {head}
      {/* Each filter at most the page's width: a select is as wide as its longest option (a category's Russian name overflowed a 375 px phone). */}
      <form method="get" className="my-4 flex flex-wrap items-end gap-3" aria-label={t('products')}>
        {query.get(SEARCH_QUERY_PARAM) ? <input type="hidden" name={SEARCH_QUERY_PARAM} value={query.get(SEARCH_QUERY_PARAM) ?? ''} /> : null}
        <label className="flex max-w-full flex-col text-body-sm">
          {t('categories')}
          <select name="categories" defaultValue={query.get('categories') ?? ''} className="max-w-full rounded border border-brand-line px-2 py-1">
            <option value="">—</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {translatedValue(category.i18n_name, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex max-w-full flex-col text-body-sm">
          {t('brands')}
          <select name="brands" defaultValue={query.get('brands') ?? ''} className="max-w-full rounded border border-brand-line px-2 py-1">
            <option value="">—</option>
            {(brands.data ?? []).map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.value}
              </option>
            ))}
          </select>
        </label>
        <label className="flex max-w-full flex-col text-body-sm">
          {t('priceFrom')}
          <input name="price_start" type="number" min={0} defaultValue={query.get('price_start') ?? ''} className="w-24 rounded border border-brand-line px-2 py-1" />
        </label>
        <label className="flex max-w-full flex-col text-body-sm">
          {t('priceTo')}
          <input name="price_end" type="number" min={0} defaultValue={query.get('price_end') ?? ''} className="w-24 rounded border border-brand-line px-2 py-1" />
        </label>
        <label className="flex max-w-full flex-col text-body-sm">
          {t('discountFrom')}
          <input name="discount_rate_start" type="number" min={0} max={100} defaultValue={query.get('discount_rate_start') ?? ''} className="w-20 rounded border border-brand-line px-2 py-1" />
        </label>
        <label className="flex max-w-full flex-col text-body-sm">
          {t('sortBy')}
          <select
            name="sort"
            data-testid="product-sort"
            value={params.sort ?? ''}
            onChange={(event) => onSortChange(event.currentTarget.value)}
            className="max-w-full rounded border border-brand-line px-2 py-1"
          >
            <option value="">—</option>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort_${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" type="submit">
          {t('continue')}
        </Button>
      </form>
      <p className="my-2 text-brand-muted" data-testid="product-count">
        {t('productCount', { count })}
      </p>
      {results.data && results.data.results.products.length === 0 ? <p>{t('noProducts')}</p> : null}
      {/* The cards sit right under the page's h1. */}
      {results.data ? <ProductGrid products={results.data.results.products} cardHeadingLevel="h2" /> : null}
      <Pagination currentPage={page} totalPages={pages} hrefForPage={(target) => pageHref(url, target)} />
      {foot}
    </section>
  );
}
