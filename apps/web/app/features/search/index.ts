/** What the rest of the storefront uses of search. */
export { searchWithFilters } from './api/search-with-filters';
export { ClicksReported } from './components/clicks-reported';
export { NoResults } from './components/no-results';
export { SearchBox } from './components/search-box';
export { searchKey } from './search-key';
