import { SEARCH_SUGGESTIONS_LIMIT, brandPath, translatedValue } from '@salon/domain';
import { AdvancedSearchBar, type AdvancedSearchOption } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { categoryHref, searchResultsHref, usePopularSearchLinks } from '../frame/Navbar';
import { useApp } from '../lib/appContext';

/** Where a chosen option leads: a suggestion searches its text; a category group lists its categories together. */
function searchOptionHref(option: AdvancedSearchOption): string {
  switch (option.kind) {
    case 'suggestion':
      return searchResultsHref(option.label);
    case 'popular':
    case 'brand':
      return option.href;
    case 'categoryGroup':
      return option.categoryIds.length === 1 ? categoryHref({ id: Number(option.categoryIds[0]) }) : `/products?${new URLSearchParams({ categories: option.categoryIds.join(',') })}`;
  }
}

/**
 * The advanced search bar of the product listing and search results (decision 0038): product
 * names as suggestions (at most SEARCH_SUGGESTIONS_LIMIT), the matching brands and categories
 * (same-named categories merged), popular searches while the box is empty.
 */
export function ProductSearchBar() {
  const { queries, locale } = useApp();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = text.trim();
  // Wanted once the bar is pointed at or focused.
  const popular = usePopularSearchLinks();
  const categories = useQuery(queries.categories());
  const results = useQuery({ ...queries.search({ term, page: 1, page_size: SEARCH_SUGGESTIONS_LIMIT, standalone: true }), enabled: term !== '' });
  const nameOf = new Map((categories.data ?? []).map((category) => [category.id, translatedValue(category.i18n_name, locale)]));
  const data = results.data;
  const status = results.isError ? 'error' : (term !== '' && results.isLoading) || (term === '' && popular.isLoading) ? 'loading' : 'success';
  return (
    <div className="mb-4" data-testid="advanced-search" onPointerEnter={popular.want} onFocus={popular.want}>
      <AdvancedSearchBar
        onQueryChange={setText}
        onSelect={(option) => navigate(searchOptionHref(option))}
        onSubmitSearch={(submitted) => navigate(searchResultsHref(submitted))}
        status={status}
        onRetry={() => void results.refetch()}
        popularSearches={popular.links}
        suggestions={[...new Set((data?.results.products ?? []).map((product) => product.name))]}
        brands={(data?.results.brands ?? []).map((brand) => ({ label: brand.value, href: brandPath(brand.slug) }))}
        categories={(data?.results.categories ?? []).map((category) => ({
          id: category.id,
          name: translatedValue(category.i18n_name, locale),
          ...(category.parent !== null && nameOf.has(category.parent) ? { parentName: nameOf.get(category.parent)! } : {}),
        }))}
      />
    </div>
  );
}
