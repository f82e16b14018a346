/** The back office's stock per location: the list, one product's counts, transfers and history, the CSV import. */
export { stockImportInput } from './stock-import';
export { StockList, type StockListFilters } from './stock-list';
export { countsInput, StockProduct, transferInput } from './stock-product';
export { stockTranslations } from './translations';
