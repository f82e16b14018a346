/**
 * The read models of decision record 006: the only API files that read another domain's tables
 * (by importing its schema or naming its tables in SQL), each with the domains it joins for speed.
 */
export const readModelExceptions: Record<string, readonly string[]> = {
  // Listings, facets and filters: one query over products, their categories, brands and promotions.
  'apps/api/src/modules/catalog/listing.ts': ['categories', 'manufacturers', 'promotions'],
  // The product page's row with its brand and category names in one query.
  'apps/api/src/modules/catalog/product-dto.ts': ['categories', 'manufacturers'],
  // Promotion badges of a product page, read with the product.
  'apps/api/src/modules/catalog/product-extras.ts': ['promotions'],
  // Stock lives in columns of the catalogue's rows; inventory owns and writes those columns.
  'apps/api/src/modules/inventory/service.ts': ['catalog'],
  // The stock columns are derived from the locations in the transaction that moves them (decision 045).
  'apps/api/src/modules/inventory/location-stock.ts': ['catalog'],
  // The stock-per-location export joins each location row to its product's codes and names, a batch per query.
  'apps/api/src/modules/inventory/stock-csv.ts': ['catalog'],
  // The stock screen and picking lists name each product or size with its stock in one query (decision 047).
  'apps/api/src/modules/inventory/stock-list.ts': ['catalog'],
  // The search index ranks products and brands in one query.
  'apps/api/src/modules/search/service.ts': ['catalog', 'manufacturers'],
  // The in-memory search index loads the products' search documents (decision 033).
  'apps/api/src/modules/search/search-load.ts': ['catalog'],
};
