export { AdvancedSearchBar, type AdvancedSearchBarProps } from './AdvancedSearchBar';
export type { AdvancedSearchOption, SearchCategory } from './searchOptions';
