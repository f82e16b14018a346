/** The sales documents' back office: the list with its filters, period totals, exports and retries. */
export { type DocumentFilters, DocumentList } from './document-list';
