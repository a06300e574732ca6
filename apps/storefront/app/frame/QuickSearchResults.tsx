import { QUICK_SEARCH_PAGE, QUICK_SEARCH_PAGE_SIZE, brandPath, translatedValue } from '@salon/domain';
import { QuickSearchPanel, SmallProductPreview } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../lib/appContext';
import { categoryHref, searchResultsHref, usePopularSearchLinks } from './Navbar';
import { productHref, productImageUrl } from './productCards';

export interface QuickSearchResultsProps {
  /** What the field held when this arrived: searched at once. */
  defaultQuery: string;
  focusOnMount: boolean;
  onSubmitSearch: (text: string) => void;
}

/**
 * The quick search panel with its results (the standalone search, 5 results, page 1) and the
 * popular searches. Its own chunk, with the combobox under it (Downshift): it loads when a shopper
 * reaches for the search, not with every page (decision 0060).
 */
export default function QuickSearchResults({ defaultQuery, focusOnMount, onSubmitSearch }: QuickSearchResultsProps) {
  const { queries, locale } = useApp();
  const [text, setText] = useState(defaultQuery);
  const term = text.trim();
  // Wanted when the panel first opens.
  const popular = usePopularSearchLinks();
  const results = useQuery({
    ...queries.search({ term, page: QUICK_SEARCH_PAGE, page_size: QUICK_SEARCH_PAGE_SIZE, standalone: true }),
    enabled: term !== '',
  });
  const data = results.data;
  return (
    <QuickSearchPanel
      defaultQuery={defaultQuery}
      focusOnMount={focusOnMount}
      onOpen={popular.want}
      onQueryChange={setText}
      onSubmitSearch={onSubmitSearch}
      status={(term !== '' && results.isLoading) || (term === '' && popular.isLoading) ? 'loading' : 'success'}
      popularLinks={popular.links}
      results={
        data
          ? {
              productCount: data.count,
              seeAllHref: searchResultsHref(term),
              productPreviews: data.results.products.map((product) => (
                <SmallProductPreview
                  key={product.id}
                  href={productHref(product)}
                  name={product.name}
                  brandName={product.brand_name}
                  imageUrl={productImageUrl(product)}
                  price={product.price}
                  oldPrice={product.old_price}
                />
              )),
              brands: data.results.brands.map((brand) => ({ label: brand.value, href: brandPath(brand.slug) })),
              categories: data.results.categories.map((category) => ({ label: translatedValue(category.i18n_name, locale), href: categoryHref(category) })),
            }
          : undefined
      }
    />
  );
}
