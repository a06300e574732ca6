export { SearchableAsyncSelect, type SearchableAsyncSelectProps, type SelectOption } from './SearchableAsyncSelect';
