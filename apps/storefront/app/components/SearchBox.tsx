import { POPULAR_ITEM_TYPE, QUICK_SEARCH_PAGE, QUICK_SEARCH_PAGE_SIZE, SEARCH_QUERY_PARAM, brandPath, translatedValue, trimPopular } from '@salon/domain';
import { QuickSearchPanel } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../lib/appContext';
import { productHref } from './ProductTile';

export const searchResultsHref = (text: string) => `/products?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: text })}`;

/** The quick search panel fed by the standalone search (5 results, page 1). */
export function SearchBox() {
  const { queries, locale, t } = useApp();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = text.trim();
  const popular = useQuery(queries.popularSearches());
  const results = useQuery({
    ...queries.search({ term, page: QUICK_SEARCH_PAGE, page_size: QUICK_SEARCH_PAGE_SIZE, standalone: true }),
    enabled: term !== '',
  });
  const popularLinks = trimPopular(popular.data ?? []).map((item) => ({
    label: item.name,
    href: item.type === POPULAR_ITEM_TYPE.BRAND ? brandPath(item.slug) : `/products/categories/${item.id}`,
  }));
  const data = results.data;
  return (
    <QuickSearchPanel
      onQueryChange={setText}
      onSubmitSearch={(submitted) => navigate(searchResultsHref(submitted))}
      status={(term !== '' && results.isLoading) || (term === '' && popular.isLoading) ? 'loading' : 'success'}
      popularLinks={popularLinks}
      results={
        data
          ? {
              productCount: data.count,
              seeAllHref: searchResultsHref(term),
              productPreviews: data.results.products.map((product) => (
                <a key={product.id} href={productHref(product)} className="block rounded px-2 py-1 hover:bg-brand-surface">
                  <span className="text-body-sm text-brand-muted">{product.brand_name}</span> {product.name}
                </a>
              )),
              brands: data.results.brands.map((brand) => ({ label: brand.value, href: brandPath(brand.slug) })),
              categories: data.results.categories.map((category) => ({
                label: translatedValue(category.i18n_name, locale) || t('categories'),
                href: `/products/categories/${category.id}`,
              })),
            }
          : undefined
      }
    />
  );
}
