import {
  LISTING_DEFAULT_PAGE_SIZE,
  LISTING_FILTER_KINDS,
  LISTING_MAX_PAGE_SIZE,
  PRODUCT_SORT_ORDERS,
  type ProductSortOrder,
} from '@shop/contract';
import { z } from 'zod';

/** Parsed `q` of a listing: each filter kind with the values chosen (spec 001 §9 kinds). */
export interface ListingFilters {
  categories: number[];
  statuses: number[];
  manufacturers: number[];
  /** Price bands in cents, upper bound exclusive, null for open-ended. */
  prices: [number, number | null][];
  availability: number[];
  /** Lowest accepted average rating. */
  ratingMin: number | null;
  promotions: number[];
}

export const emptyFilters = (): ListingFilters => ({
  categories: [],
  statuses: [],
  manufacturers: [],
  prices: [],
  availability: [],
  ratingMin: null,
  promotions: [],
});

const KIND_BY_NUMBER = new Map<number, keyof typeof LISTING_FILTER_KINDS>(
  Object.entries(LISTING_FILTER_KINDS).map(([name, number]) => [
    number,
    name as keyof typeof LISTING_FILTER_KINDS,
  ]),
);

const ID = /^[1-9]\d{0,9}$/;
const SMALL = /^\d{1,3}$/;
const BAND = /^(\d{1,6})-(\d{1,6})?$/;

/** `kind:v,v;kind:v` → filters; undefined when any part is malformed. */
export function parseFilters(text: string): ListingFilters | undefined {
  const filters = emptyFilters();
  for (const group of text.split(';').filter((part) => part.trim() !== '')) {
    const [kindText, valuesText, ...rest] = group.split(':');
    if (rest.length > 0 || kindText === undefined || valuesText === undefined) return undefined;
    const kind = KIND_BY_NUMBER.get(Number(kindText.trim()));
    const values = valuesText
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (!kind || values.length === 0 || values.length > 50) return undefined;
    switch (kind) {
      case 'Category':
      case 'Status':
      case 'Manufacturer':
      case 'Promotion': {
        if (!values.every((value) => ID.test(value))) return undefined;
        const key = (
          {
            Category: 'categories',
            Status: 'statuses',
            Manufacturer: 'manufacturers',
            Promotion: 'promotions',
          } as const
        )[kind];
        filters[key].push(...values.map(Number));
        break;
      }
      case 'Availability':
        if (!values.every((value) => SMALL.test(value))) return undefined;
        filters.availability.push(...values.map(Number));
        break;
      case 'RatingBase5': {
        const stars = values.map(Number);
        if (!stars.every((value) => Number.isInteger(value) && value >= 1 && value <= 5)) return undefined;
        filters.ratingMin = Math.min(...stars);
        break;
      }
      case 'Price':
        for (const value of values) {
          const match = BAND.exec(value);
          if (!match) return undefined;
          const min = Number(match[1]) * 100;
          const max = match[2] === undefined ? null : Number(match[2]) * 100;
          if (max !== null && max <= min) return undefined;
          filters.prices.push([min, max]);
        }
        break;
      case 'DiscountRates':
        return undefined;
    }
  }
  return filters;
}

const sortSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const byIndex = /^\d{1,2}$/.test(value) ? PRODUCT_SORT_ORDERS[Number(value)] : undefined;
    const byName = PRODUCT_SORT_ORDERS.find((order) => order.toLowerCase() === value.toLowerCase());
    const order = byIndex ?? byName;
    if (!order) {
      context.addIssue({ code: 'custom', message: 'invalid_sort' });
      return z.NEVER;
    }
    return order;
  });

/** The paging, sorting and filter parameters every listing accepts; bad values are a 400. */
/** The OpenAPI description of a listing's query, shared by every call that answers a listing. */
export const listingDescription =
  'Filters in `q` as `kind:value,value;kind:value` with the filter-kind numbers of spec 001 §9: Category 1, Status 3, Manufacturer 6, Price 8 (bands in euros `10-20`, `50-`), Availability 16, RatingBase5 17 (lowest stars), Promotion 18. `sort` is one of the 13 sort orders (name or index), `page` from 1, `psize` 1-96. Each facet counts products with every other filter applied.';

export const listingQueryShape = {
  q: z
    .string()
    .max(2000)
    .optional()
    .transform((value, context) => {
      const filters = parseFilters(value ?? '');
      if (!filters) {
        context.addIssue({ code: 'custom', message: 'invalid_filter' });
        return z.NEVER;
      }
      return filters;
    }),
  sort: sortSchema.optional().transform((value): ProductSortOrder => value ?? 'Default'),
  page: z.coerce
    .number('invalid_page')
    .int('invalid_page')
    .min(1, 'invalid_page')
    .max(10_000, 'invalid_page')
    .default(1),
  psize: z.coerce
    .number('invalid_page_size')
    .int('invalid_page_size')
    .min(1, 'invalid_page_size')
    .max(LISTING_MAX_PAGE_SIZE, 'invalid_page_size')
    .default(LISTING_DEFAULT_PAGE_SIZE),
};

export interface ListingParams {
  filters: ListingFilters;
  sort: ProductSortOrder;
  page: number;
  psize: number;
}

export function listingParams(query: {
  q: ListingFilters;
  sort: ProductSortOrder;
  page: number;
  psize: number;
}): ListingParams {
  return { filters: query.q, sort: query.sort, page: query.page, psize: query.psize };
}
