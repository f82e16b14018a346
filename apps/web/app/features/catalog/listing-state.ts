import {
  LISTING_DEFAULT_PAGE_SIZE,
  LISTING_PAGE_SIZES,
  PRODUCT_SORT_ORDERS,
  type ProductSortOrder,
} from '@shop/contract';

/** Everything a listing shows lives in the URL: sort, page, page size and filters (`q`). */
export interface ListingState {
  sort: ProductSortOrder;
  page: number;
  psize: number;
  q: string;
}

const FILTER_TEXT = /^[\d:,;-]{0,2000}$/;

/** The listing state of a URL's search parameters; anything malformed falls back to the default. */
export function listingState(
  params: URLSearchParams,
  defaultPageSize = LISTING_DEFAULT_PAGE_SIZE,
): ListingState {
  const sortParam = params.get('sort') ?? '';
  const sort = PRODUCT_SORT_ORDERS.find((order) => order === sortParam) ?? 'Default';
  const page = Number(params.get('page') ?? '1');
  const psize = Number(params.get('psize') ?? defaultPageSize);
  const q = params.get('q') ?? '';
  return {
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    psize: (LISTING_PAGE_SIZES as readonly number[]).includes(psize) ? psize : defaultPageSize,
    q: FILTER_TEXT.test(q) ? q : '',
  };
}

/** Filters of `q` as kind number → chosen values. */
export function parseFilterText(text: string): Map<number, string[]> {
  const filters = new Map<number, string[]>();
  for (const group of text.split(';')) {
    const [kind, values] = group.split(':');
    if (!kind || !values) continue;
    filters.set(Number(kind), values.split(',').filter(Boolean));
  }
  return filters;
}

export function filterText(filters: Map<number, string[]>): string {
  return [...filters]
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => a - b)
    .map(([kind, values]) => `${kind}:${values.join(',')}`)
    .join(';');
}

/** The filters with one value of one kind switched on or off. */
export function toggleFilter(text: string, kind: number, value: string, single = false): string {
  const filters = parseFilterText(text);
  const values = filters.get(kind) ?? [];
  const next = values.includes(value)
    ? values.filter((item) => item !== value)
    : single
      ? [value]
      : [...values, value];
  filters.set(kind, next);
  return filterText(filters);
}
