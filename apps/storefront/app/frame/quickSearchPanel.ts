// Its own module: the combobox under the quick search panel (Downshift) loads when a shopper
// reaches for the search, not with every page (decision 0060).
export { QuickSearchPanel as default } from '@salon/ui';
