export { QuickSearchPanel, type QuickSearchPanelProps } from './QuickSearchPanel';
export type { QuickSearchResultsData } from './QuickSearchResults';
