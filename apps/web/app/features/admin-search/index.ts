/** The back office's search insights: what shoppers search for, and synonyms for what finds nothing. */
export { type SearchInsightsData, SearchInsightsPage } from './search-insights-page';
