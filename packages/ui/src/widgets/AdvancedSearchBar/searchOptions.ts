import { SEARCH_SUGGESTIONS_LIMIT, groupCategoriesByName } from '@salon/domain';
import type { NavLink } from '../layoutParts/types';

export interface SearchCategory {
  id: number | string;
  name: string;
  /** Name of the parent category, shown to tell same-named categories apart. */
  parentName?: string;
}

export type AdvancedSearchOption =
  | { kind: 'suggestion'; id: string; label: string }
  | { kind: 'popular'; id: string; label: string; href: string }
  | { kind: 'brand'; id: string; label: string; href: string }
  | { kind: 'categoryGroup'; id: string; label: string; categoryIds: (number | string)[]; parentNames: string[] };

type OptionGroupKey = 'suggestions' | 'popular' | 'brands' | 'categories';

export interface OptionGroup {
  key: OptionGroupKey;
  options: AdvancedSearchOption[];
}

export interface SearchOptionSources {
  suggestions?: readonly string[];
  popularSearches?: readonly NavLink[];
  brands?: readonly NavLink[];
  categories?: readonly SearchCategory[];
}

/**
 * The listbox content. Blank text shows popular searches; otherwise suggestions (at most
 * SEARCH_SUGGESTIONS_LIMIT), brands and same-named categories merged into one entry each.
 */
export function buildOptionGroups(hasQuery: boolean, sources: SearchOptionSources): OptionGroup[] {
  if (!hasQuery) {
    const popular = (sources.popularSearches ?? []).map(
      (link, index): AdvancedSearchOption => ({ kind: 'popular', id: `popular-${index}`, label: link.label, href: link.href }),
    );
    return popular.length > 0 ? [{ key: 'popular', options: popular }] : [];
  }
  const groups: OptionGroup[] = [
    {
      key: 'suggestions',
      options: (sources.suggestions ?? [])
        .slice(0, SEARCH_SUGGESTIONS_LIMIT)
        .map((text, index) => ({ kind: 'suggestion', id: `suggestion-${index}`, label: text })),
    },
    {
      key: 'brands',
      options: (sources.brands ?? []).map((link, index) => ({
        kind: 'brand',
        id: `brand-${index}`,
        label: link.label,
        href: link.href,
      })),
    },
    {
      key: 'categories',
      options: groupCategoriesByName(sources.categories ?? []).map((group, index) => ({
        kind: 'categoryGroup',
        id: `category-${index}`,
        label: group.name,
        categoryIds: group.categories.map((category) => category.id),
        parentNames: group.categories.flatMap((category) => (category.parentName ? [category.parentName] : [])),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
