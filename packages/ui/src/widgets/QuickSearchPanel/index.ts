export { QuickSearchPanel, type QuickSearchPanelProps } from './QuickSearchPanel';
export type { QuickSearchResultsData } from './QuickSearchResults';
export { QuickSearchField, type QuickSearchFieldProps } from './QuickSearchField';
