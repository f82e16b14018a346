import {
  type Facet,
  IN_STOCK_AVAILABILITIES,
  type Language,
  PRICE_BANDS,
  type ProductSortOrder,
} from '@shop/contract';
import { localized } from '../../../lib/localized.ts';
import { describeFacets, type FacetRow } from '../listing.ts';
import type { ListingFilters, ListingParams } from '../listing-query.ts';
import type { ProductEntry } from './load.ts';
import { bestByRelevance, type SearchMatches } from './relevance.ts';
import type { PolicyEntry } from './sources.ts';

const RATING_STEPS = [4, 3, 2, 1];
/** Every filter kind's bit. */
const ALL = 127;

/** Whether any of `values` from `start` to `end` is chosen. */
function anyIn(values: Int32Array, start: number, end: number, chosen: Set<number>): boolean {
  for (let at = start; at < end; at += 1) if (chosen.has(values[at] as number)) return true;
  return false;
}

/**
 * What listings filter and count on, per slot in typed arrays (categories and statuses as lists
 * one after another, `…Starts` marking where each slot's list begins): a listing's loops read no
 * product object, only numbers next to each other.
 */
export interface Columns {
  /** -1 for none. */
  manufacturer: Int32Array;
  price: Float64Array;
  availability: Int32Array;
  rating: Float64Array;
  categoryStarts: Int32Array;
  categories: Int32Array;
  statusStarts: Int32Array;
  statuses: Int32Array;
}

export function columnsOf(entries: readonly ProductEntry[]): Columns {
  const size = entries.length;
  const lists = (of: (entry: ProductEntry) => number[]) => {
    const starts = new Int32Array(size + 1);
    entries.forEach((entry, slot) => {
      starts[slot + 1] = (starts[slot] as number) + of(entry).length;
    });
    const values = new Int32Array(starts[size] as number);
    entries.forEach((entry, slot) => {
      values.set(of(entry), starts[slot] as number);
    });
    return { starts, values };
  };
  const categories = lists((entry) => entry.categoryIds);
  const statuses = lists((entry) => entry.statusIds);
  return {
    manufacturer: Int32Array.from(entries, (entry) => entry.manufacturerId ?? -1),
    price: Float64Array.from(entries, (entry) => entry.effectivePriceCents),
    availability: Int32Array.from(entries, (entry) => entry.availability),
    rating: Float64Array.from(entries, (entry) => entry.ratingAverage),
    categoryStarts: categories.starts,
    categories: categories.values,
    statusStarts: statuses.starts,
    statuses: statuses.values,
  };
}

function increment(counts: Map<number, number>, key: number): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
const IN_STOCK = new Set<number>(IN_STOCK_AVAILABILITIES);

/** The filter kinds as bits: a product passes a listing when it has every chosen kind's bit. */
const BIT = {
  category: 1,
  status: 2,
  manufacturer: 4,
  price: 8,
  availability: 16,
  rating: 32,
  promotion: 64,
} as const;

/** What listings are computed from: the published products and the lookups built over them. */
export interface ListingIndex {
  entries: ProductEntry[];
  /** Each product id's slot, -1 for none: ids are dense, and an array is read faster than a map. */
  slotOf: Int32Array;
  columns: Columns;
  /** The slots of each category scope asked for (a category with its sub-categories; one a category). */
  bases: Map<string, Base>;
  /** Slots of the products directly in each category (not its sub-categories). */
  byCategory: Map<number, Int32Array>;
  byManufacturer: Map<number, Int32Array>;
  /** Every policy's members, active or not, as the facet counts them. */
  policyMembers: Map<number, Int32Array>;
  /** The policies each slot is a member of, active or not. */
  policiesOf: (number[] | undefined)[];
  policies: Map<number, PolicyEntry>;
  /** Rank of each slot's lower-case name in the database's collation, per language. */
  nameRank: Record<Language, Int32Array>;
  names: (kind: string, id: number, language: Language) => string | undefined;
  /** Slots in each sort order and each slot's place in it, built on first use and dropped with the index. */
  orders: Map<string, SortOrder>;
}

export function isPolicyActive(policy: PolicyEntry, now: number): boolean {
  return (
    policy.isActive &&
    (policy.startsAt === null || policy.startsAt <= now) &&
    (policy.endsAt === null || policy.endsAt > now)
  );
}

/** The candidate slots of a listing before the shopper's filters. */
export type Base = Int32Array | number[];

/** Members of the active policies among `ids`, as slots. */
export function activePolicySlots(index: ListingIndex, policyIds: number[], now: number): Set<number> {
  const slots = new Set<number>();
  for (const id of policyIds) {
    const policy = index.policies.get(id);
    if (!policy || !isPolicyActive(policy, now)) continue;
    for (const slot of index.policyMembers.get(id) ?? []) slots.add(slot);
  }
  return slots;
}

/** The bits of the filters each slot of `base` passes, and the bits of the filters chosen. */
function passes(index: ListingIndex, base: Base, filters: ListingFilters, now: number) {
  const chosen =
    (filters.categories.length ? BIT.category : 0) |
    (filters.statuses.length ? BIT.status : 0) |
    (filters.manufacturers.length ? BIT.manufacturer : 0) |
    (filters.prices.length ? BIT.price : 0) |
    (filters.availability.length ? BIT.availability : 0) |
    (filters.ratingMin !== null ? BIT.rating : 0) |
    (filters.promotions.length ? BIT.promotion : 0);
  const categories = new Set(filters.categories);
  const statuses = new Set(filters.statuses);
  const manufacturers = new Set(filters.manufacturers);
  const availability = new Set(filters.availability);
  const promoted = filters.promotions.length ? activePolicySlots(index, filters.promotions, now) : undefined;
  const bits = new Uint8Array(base.length);
  // Hot loop over the whole scope: plain loops, no closure made per product.
  const c = index.columns;
  for (let at = 0; at < base.length; at += 1) {
    const slot = base[at] as number;
    // Filters not chosen pass every product.
    let passed = ~chosen & ALL;
    if (
      chosen & BIT.category &&
      anyIn(c.categories, c.categoryStarts[slot] as number, c.categoryStarts[slot + 1] as number, categories)
    )
      passed |= BIT.category;
    if (
      chosen & BIT.status &&
      anyIn(c.statuses, c.statusStarts[slot] as number, c.statusStarts[slot + 1] as number, statuses)
    )
      passed |= BIT.status;
    const manufacturer = c.manufacturer[slot] as number;
    if (chosen & BIT.manufacturer && manufacturer >= 0 && manufacturers.has(manufacturer))
      passed |= BIT.manufacturer;
    if (chosen & BIT.price) {
      const cents = c.price[slot] as number;
      for (const [min, max] of filters.prices) {
        if (cents >= min && (max === null || cents < max)) {
          passed |= BIT.price;
          break;
        }
      }
    }
    if (chosen & BIT.availability && availability.has(c.availability[slot] as number))
      passed |= BIT.availability;
    if (chosen & BIT.rating && (c.rating[slot] as number) >= (filters.ratingMin ?? 0)) passed |= BIT.rating;
    if (chosen & BIT.promotion && promoted?.has(slot)) passed |= BIT.promotion;
    bits[at] = passed;
  }
  return bits;
}

/** Facet counts as the SQL path's rows: each kind counted with every other kind's filter applied. */
function facetRows(
  index: ListingIndex,
  base: Base,
  bits: Uint8Array,
  facetCategoryIds: number[],
  filters: ListingFilters,
): FacetRow[] {
  const counts = {
    manufacturer: new Map<number, number>(),
    availability: new Map<number, number>(),
    status: new Map<number, number>(),
    category: new Map<number, number>(),
    promotion: new Map<number, number>(),
  };
  const priceCounts = new Int32Array(PRICE_BANDS.length);
  const ratingCounts = new Int32Array(RATING_STEPS.length);
  const facetCategories = new Set([...facetCategoryIds, ...filters.categories]);
  const c = index.columns;
  // Hot loop over the whole scope: plain loops, no closure made per product. A facet counts a
  // product that passes every filter but its own.
  for (let at = 0; at < base.length; at += 1) {
    const passed = bits[at] as number;
    const missing = ~passed & ALL;
    // Failing two filters or more, a product is in no facet's count.
    if ((missing & (missing - 1)) !== 0) continue;
    const slot = base[at] as number;
    const manufacturer = c.manufacturer[slot] as number;
    if ((passed | BIT.manufacturer) === ALL && manufacturer >= 0)
      increment(counts.manufacturer, manufacturer);
    if ((passed | BIT.availability) === ALL) increment(counts.availability, c.availability[slot] as number);
    if ((passed | BIT.status) === ALL)
      for (let on = c.statusStarts[slot] as number; on < (c.statusStarts[slot + 1] as number); on += 1)
        increment(counts.status, c.statuses[on] as number);
    if ((passed | BIT.category) === ALL) {
      for (let on = c.categoryStarts[slot] as number; on < (c.categoryStarts[slot + 1] as number); on += 1) {
        const id = c.categories[on] as number;
        if (facetCategories.has(id)) increment(counts.category, id);
      }
    }
    if ((passed | BIT.promotion) === ALL)
      for (const id of index.policiesOf[slot] ?? []) increment(counts.promotion, id);
    if ((passed | BIT.price) === ALL) {
      const cents = c.price[slot] as number;
      for (let band = 0; band < PRICE_BANDS.length; band += 1) {
        const [min, max] = PRICE_BANDS[band] as readonly [number, number | null];
        if (cents >= min * 100 && (max === null || cents < max * 100))
          priceCounts[band] = (priceCounts[band] ?? 0) + 1;
      }
    }
    if ((passed | BIT.rating) === ALL) {
      for (let step = 0; step < RATING_STEPS.length; step += 1)
        if ((c.rating[slot] as number) >= (RATING_STEPS[step] as number))
          ratingCounts[step] = (ratingCounts[step] ?? 0) + 1;
    }
  }
  const rows: FacetRow[] = [];
  for (const [kind, map] of Object.entries(counts))
    for (const [id, cnt] of map) rows.push({ kind, val: String(id), cnt });
  PRICE_BANDS.forEach(([min, max], band) => {
    rows.push({ kind: 'price', val: `${min}-${max ?? ''}`, cnt: priceCounts[band] ?? 0 });
  });
  RATING_STEPS.forEach((stars, step) => {
    rows.push({ kind: 'rating', val: String(stars), cnt: ratingCounts[step] ?? 0 });
  });
  return rows;
}

type Compare = (a: ProductEntry, b: ProductEntry, rankA: number, rankB: number) => number;

const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : direction * (a - b);

/** The SQL path's `order by` of each sort (ids break ties; null release dates last). */
const COMPARE: Record<Exclude<ProductSortOrder, 'Default'>, Compare> = {
  PriceDescending: (a, b) => b.effectivePriceCents - a.effectivePriceCents || a.id - b.id,
  PriceAscending: (a, b) => a.effectivePriceCents - b.effectivePriceCents || a.id - b.id,
  NameDescending: (a, b, rankA, rankB) => rankB - rankA || a.id - b.id,
  NameAscending: (a, b, rankA, rankB) => rankA - rankB || a.id - b.id,
  CreateDateDescending: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  CreateDateAscending: (a, b) => a.createdAt - b.createdAt || a.id - b.id,
  QuantityDescending: (a, b) => b.stock - a.stock || a.id - b.id,
  Bestseller: (a, b) => b.ratingCount - a.ratingCount || b.ratingAverage - a.ratingAverage || a.id - b.id,
  ReleaseDateDescending: (a, b) => nullsLast(a.releaseDate, b.releaseDate, -1) || a.id - b.id,
  ReleaseDateAscending: (a, b) => nullsLast(a.releaseDate, b.releaseDate, 1) || a.id - b.id,
  DiscountDescending: (a, b) =>
    b.discountRate - a.discountRate || a.effectivePriceCents - b.effectivePriceCents || a.id - b.id,
  RatingDescending: (a, b) =>
    b.ratingAverage - a.ratingAverage || b.ratingCount - a.ratingCount || a.id - b.id,
};

const inStockFirst = (a: ProductEntry, b: ProductEntry) =>
  Number(IN_STOCK.has(b.availability)) - Number(IN_STOCK.has(a.availability));

/** Every slot in a sort order, and each slot's place in it. */
export interface SortOrder {
  slots: Int32Array;
  placeOf: Int32Array;
}

/** Every slot in a sort order; the same for every listing until the products change. */
function orderOf(index: ListingIndex, sort: ProductSortOrder, language: Language): SortOrder {
  const key = sort.startsWith('Name') ? `${sort}:${language}` : sort;
  const known = index.orders.get(key);
  if (known) return known;
  const ranks = index.nameRank[language];
  const compare: Compare =
    sort === 'Default'
      ? (a, b) => inStockFirst(a, b) || b.createdAt - a.createdAt || a.id - b.id
      : COMPARE[sort];
  const slots = Int32Array.from(index.entries.keys());
  slots.sort((x, y) =>
    compare(
      index.entries[x] as ProductEntry,
      index.entries[y] as ProductEntry,
      ranks[x] as number,
      ranks[y] as number,
    ),
  );
  const placeOf = new Int32Array(slots.length);
  for (let place = 0; place < slots.length; place += 1) placeOf[slots[place] as number] = place;
  const order = { slots, placeOf };
  index.orders.set(key, order);
  return order;
}

/**
 * Slots `offset` to `offset + size` of `chosen` in a sort order. Few chosen among many are sorted
 * by their place; many are met soon enough walking the order. Either way a page costs about the
 * listing's size, not the catalogue's.
 */
function pageOf(order: SortOrder, chosen: number[], offset: number, size: number): number[] {
  const end = offset + size;
  const { slots, placeOf } = order;
  if (chosen.length * 32 < slots.length) {
    const places = Int32Array.from(chosen, (slot) => placeOf[slot] as number).sort();
    return Array.from(places.subarray(offset, end), (place) => slots[place] as number);
  }
  const wanted = new Uint8Array(slots.length);
  for (const slot of chosen) wanted[slot] = 1;
  const page: number[] = [];
  let seen = 0;
  for (let place = 0; place < slots.length && seen < end; place += 1) {
    const slot = slots[place] as number;
    if (!wanted[slot]) continue;
    if (seen >= offset) page.push(slot);
    seen += 1;
  }
  return page;
}

export interface ListingAnswer {
  ids: number[];
  total: number;
  facets: Facet[];
}

/**
 * One page of a listing with its total and facets, as the SQL path (`ListingService.list`)
 * answers it. `matches`, for a search, order its Default sort by relevance.
 */
export function listFromIndex(
  index: ListingIndex,
  base: Base,
  facetCategoryIds: number[],
  params: ListingParams,
  language: Language,
  now: number,
  matches?: SearchMatches,
): ListingAnswer {
  const bits = passes(index, base, params.filters, now);
  // The slots passing every filter, in slot (id) order.
  const chosen: number[] = [];
  for (let at = 0; at < base.length; at += 1) if (bits[at] === ALL) chosen.push(base[at] as number);
  chosen.sort((a, b) => a - b);
  const total = chosen.length;
  const offset = (params.page - 1) * params.psize;
  const ids: number[] = [];
  const idOf = (slot: number) => (index.entries[slot] as ProductEntry).id;
  if (offset < total) {
    if (matches && params.sort === 'Default') {
      // Equal relevances: in stock first, then by id (slots are in id order).
      const inStockFirst: number[] = [];
      const outOfStock: number[] = [];
      for (const slot of chosen)
        (IN_STOCK.has((index.entries[slot] as ProductEntry).availability) ? inStockFirst : outOfStock).push(
          slot,
        );
      for (const slot of outOfStock) inStockFirst.push(slot);
      const best = bestByRelevance(inStockFirst, idOf, matches, offset + params.psize);
      for (const slot of best.slice(offset)) ids.push(idOf(slot));
    } else {
      for (const slot of pageOf(orderOf(index, params.sort, language), chosen, offset, params.psize))
        ids.push(idOf(slot));
    }
  }
  const rows = facetRows(index, base, bits, facetCategoryIds, params.filters);
  const facets = describeFacets(rows, params.filters, language, (kind, id) => {
    if (kind === 'promotion') {
      const policy = index.policies.get(id);
      return policy && isPolicyActive(policy, now)
        ? localized(language, policy.nameEl, policy.nameEn)
        : undefined;
    }
    return index.names(kind, id, language);
  });
  return { ids, total, facets };
}
