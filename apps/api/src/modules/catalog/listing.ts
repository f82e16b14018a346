import {
  Availability,
  centsToEuros,
  type Facet,
  IN_STOCK_AVAILABILITIES,
  type Language,
  LISTING_FILTER_KINDS,
  PRICE_BANDS,
  type ProductSortOrder,
} from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { localized, localizedColumn } from '../../lib/localized.ts';
import type { ListingFilters, ListingParams } from './listing-query.ts';

/** Which products a listing is about, before the shopper's filters. */
export type ListingScope =
  | { kind: 'category'; categoryIds: number[]; facetCategoryIds: number[] }
  | { kind: 'manufacturer'; manufacturerId: number }
  | { kind: 'promotion'; policyId: number }
  | { kind: 'products'; productIds: number[] }
  | { kind: 'search'; match: SQL; relevance: SQL; facetCategoryIds: number[] }
  | { kind: 'all'; facetCategoryIds: number[] };

const AVAILABILITY_NAMES: Record<number, { el: string; en: string }> = {
  [Availability.OnLineWarehouse]: { el: 'Στην αποθήκη', en: 'In the warehouse' },
  [Availability.Available]: { el: 'Διαθέσιμο', en: 'Available' },
  [Availability.Limited]: { el: 'Περιορισμένη διαθεσιμότητα', en: 'Limited availability' },
  [Availability.Exhausted]: { el: 'Εξαντλημένο', en: 'Sold out' },
  [Availability.PreOrder]: { el: 'Προπαραγγελία', en: 'Pre-order' },
  [Availability.AfterOrder]: { el: 'Κατόπιν παραγγελίας', en: 'On order' },
  [Availability.Days_1_3]: { el: 'Παράδοση 1-3 ημέρες', en: 'Delivery in 1-3 days' },
  [Availability.Days_2_5]: { el: 'Παράδοση 2-5 ημέρες', en: 'Delivery in 2-5 days' },
  [Availability.Days_4_7]: { el: 'Παράδοση 4-7 ημέρες', en: 'Delivery in 4-7 days' },
  [Availability.Days_7_Over]: { el: 'Παράδοση σε πάνω από 7 ημέρες', en: 'Delivery in over 7 days' },
  [Availability.LastItem]: { el: 'Τελευταίο τεμάχιο', en: 'Last item' },
  [Availability.NotAvailable]: { el: 'Μη διαθέσιμο', en: 'Not available' },
  [Availability.ComingSoon]: { el: 'Έρχεται σύντομα', en: 'Coming soon' },
};

const FACET_NAMES: Record<keyof typeof LISTING_FILTER_KINDS, { el: string; en: string }> = {
  Category: { el: 'Κατηγορία', en: 'Category' },
  Status: { el: 'Χαρακτηριστικά', en: 'Features' },
  Manufacturer: { el: 'Μάρκα', en: 'Brand' },
  Price: { el: 'Τιμή', en: 'Price' },
  DiscountRates: { el: 'Έκπτωση', en: 'Discount' },
  Availability: { el: 'Διαθεσιμότητα', en: 'Availability' },
  RatingBase5: { el: 'Αξιολόγηση', en: 'Rating' },
  Promotion: { el: 'Προσφορές', en: 'Promotions' },
};

const RATING_STEPS = [4, 3, 2, 1];

/** Products of the active promotion policies given, whether listed directly, by category or by brand. */
export function policyMembers(policyIds: SQL, now: Date): SQL {
  const active = sql`pp.is_active and (pp.starts_at is null or pp.starts_at <= ${now}) and (pp.ends_at is null or pp.ends_at > ${now})`;
  return sql`(
    select ppp.product_id from promotion_policy_products ppp join promotion_policies pp on pp.id = ppp.policy_id
      where ppp.policy_id = any(${policyIds}) and ${active}
    union
    select pc.product_id from promotion_policy_categories ppc join promotion_policies pp on pp.id = ppc.policy_id
      join product_categories pc on pc.category_id = ppc.category_id
      where ppc.policy_id = any(${policyIds}) and ${active}
    union
    select mp.id from promotion_policy_manufacturers ppm join promotion_policies pp on pp.id = ppm.policy_id
      join products mp on mp.manufacturer_id = ppm.manufacturer_id
      where ppm.policy_id = any(${policyIds}) and ${active}
  )`;
}

type FilterKind = 'category' | 'status' | 'manufacturer' | 'price' | 'availability' | 'rating' | 'promotion';

/** The SQL condition (on alias `b`) of each chosen filter, keyed by kind so a facet can leave its own out. */
function filterConditions(filters: ListingFilters, now: Date): Map<FilterKind, SQL> {
  const conditions = new Map<FilterKind, SQL>();
  if (filters.categories.length) {
    conditions.set(
      'category',
      sql`exists (select 1 from product_categories fc where fc.product_id = b.id and fc.category_id = any(${intArray(filters.categories)}))`,
    );
  }
  if (filters.statuses.length) {
    conditions.set(
      'status',
      sql`exists (select 1 from product_statuses fs where fs.product_id = b.id and fs.status_id = any(${intArray(filters.statuses)}))`,
    );
  }
  if (filters.manufacturers.length) {
    conditions.set('manufacturer', sql`b.manufacturer_id = any(${intArray(filters.manufacturers)})`);
  }
  if (filters.prices.length) {
    const bands = filters.prices.map(([min, max]) =>
      max === null
        ? sql`b.effective_price_cents >= ${min}`
        : sql`(b.effective_price_cents >= ${min} and b.effective_price_cents < ${max})`,
    );
    conditions.set('price', sql`(${sql.join(bands, sql` or `)})`);
  }
  if (filters.availability.length) {
    conditions.set('availability', sql`b.availability = any(${intArray(filters.availability)})`);
  }
  if (filters.ratingMin !== null) {
    conditions.set('rating', sql`b.rating_average >= ${filters.ratingMin}`);
  }
  if (filters.promotions.length) {
    conditions.set('promotion', sql`b.id in ${policyMembers(intArray(filters.promotions), now)}`);
  }
  return conditions;
}

/** Counts of several overlapping bands of one kind in a single scan of `base`, as (kind, val, cnt) rows. */
function bandCounts(kind: string, bands: { val: string; when: SQL }[], filter: SQL): SQL {
  const counts = bands.map(
    (band, index) => sql`count(*) filter (where ${band.when})::int as ${sql.raw(`c${index}`)}`,
  );
  const rows = bands.map((band, index) => sql`(${band.val}, x.${sql.raw(`c${index}`)})`);
  return sql`select ${kind}, v.val, v.cnt from (select ${sql.join(counts, sql`, `)} from base b ${filter}) x
    cross join lateral (values ${sql.join(rows, sql`, `)}) as v(val, cnt)`;
}

function where(conditions: Map<FilterKind, SQL>, except?: FilterKind, extra?: SQL): SQL {
  const parts = [...conditions].filter(([kind]) => kind !== except).map(([, condition]) => condition);
  if (extra) parts.push(extra);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/**
 * The scope as a condition on products `p`. Ids chosen through another table are handed over
 * as an array (`= any(array(…))`), so products are read by primary key: a semi-join would let
 * the planner scan the whole products table whenever a category holds a good part of it.
 */
function scopeCondition(scope: ListingScope, now: Date): SQL {
  switch (scope.kind) {
    case 'category':
      return sql`p.id = any(array(select product_id from product_categories where category_id = any(${intArray(scope.categoryIds)})))`;
    case 'manufacturer':
      return sql`p.manufacturer_id = ${scope.manufacturerId}`;
    case 'promotion':
      return sql`p.id = any(array${policyMembers(intArray([scope.policyId]), now)})`;
    case 'products':
      return sql`p.id = any(${intArray(scope.productIds)})`;
    case 'search':
      return scope.match;
    case 'all':
      return sql`true`;
  }
}

function orderBy(sort: ProductSortOrder, language: Language, scope: ListingScope): SQL {
  const name = localizedColumn(language, 'b.name');
  const inStockFirst = sql`(b.availability = any(${intArray(IN_STOCK_AVAILABILITIES)})) desc`;
  switch (sort) {
    case 'Default':
      return scope.kind === 'search'
        ? sql`b.relevance desc, ${inStockFirst}, b.id`
        : sql`${inStockFirst}, b.created_at desc, b.id`;
    case 'PriceDescending':
      return sql`b.effective_price_cents desc, b.id`;
    case 'PriceAscending':
      return sql`b.effective_price_cents asc, b.id`;
    case 'NameDescending':
      return sql`lower(${name}) desc, b.id`;
    case 'NameAscending':
      return sql`lower(${name}) asc, b.id`;
    case 'CreateDateDescending':
      return sql`b.created_at desc, b.id desc`;
    case 'CreateDateAscending':
      return sql`b.created_at asc, b.id`;
    case 'QuantityDescending':
      return sql`b.stock desc, b.id`;
    // Until orders exist the number of ratings stands in for sales (see docs/performance.md).
    case 'Bestseller':
      return sql`b.rating_count desc, b.rating_average desc, b.id`;
    case 'ReleaseDateDescending':
      return sql`b.release_date desc nulls last, b.id`;
    case 'ReleaseDateAscending':
      return sql`b.release_date asc nulls last, b.id`;
    case 'DiscountDescending':
      return sql`b.discount_rate desc, b.effective_price_cents asc, b.id`;
    case 'RatingDescending':
      return sql`b.rating_average desc, b.rating_count desc, b.id`;
  }
}

export interface FacetRow {
  kind: string;
  val: string;
  cnt: number;
}

/**
 * Listings for every scope (category, brand, promotion, search …): one page of product ids
 * with the total, and facet counts where each facet ignores its own filter, so a shopper
 * sees how many products each further choice would give.
 */
export class ListingService {
  constructor(private readonly db: Db) {}

  async list(
    scope: ListingScope,
    params: ListingParams,
    language: Language,
    now = new Date(),
    db: Db = this.db,
  ): Promise<{ ids: number[]; total: number; facets: Facet[] }> {
    // Relevance is costly (similarity per row) and only the page's order needs it.
    const ranked = scope.kind === 'search' && params.sort === 'Default';
    const baseOf = (relevance: SQL) => sql`base as materialized (
      select p.id, p.manufacturer_id, p.effective_price_cents, p.availability, p.rating_average, p.rating_count,
        p.discount_rate, p.stock, p.created_at, p.release_date, p.name_el, p.name_en, ${relevance} as relevance
      from products p
      where p.is_published and ${scopeCondition(scope, now)}
    )`;
    const base = baseOf(sql`0`);
    const pageBase = ranked && scope.kind === 'search' ? baseOf(scope.relevance) : base;
    const conditions = filterConditions(params.filters, now);
    const offset = (params.page - 1) * params.psize;
    const pageRows = queryRows<{ id: number; total: number }>(
      db,
      sql`with ${pageBase}
        select b.id, count(*) over ()::int as total from base b ${where(conditions)}
        order by ${orderBy(params.sort, language, scope)}
        limit ${params.psize} offset ${offset}`,
    );
    const facetRows = queryRows<FacetRow>(db, this.facetQuery(base, scope, conditions, params.filters));
    const [rows, facets] = await Promise.all([pageRows, facetRows]);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      // A page past the end still reports how many products there are.
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`with ${base} select count(*)::int as total from base b ${where(conditions)}`,
      );
      total = row?.total ?? 0;
    }
    return {
      ids: rows.map((row) => row.id),
      total,
      facets: await this.describeFacets(db, facets, params.filters, language, now),
    };
  }

  private facetQuery(
    base: SQL,
    scope: ListingScope,
    conditions: Map<FilterKind, SQL>,
    filters: ListingFilters,
  ): SQL {
    const facetCategories =
      scope.kind === 'category' || scope.kind === 'search' || scope.kind === 'all'
        ? scope.facetCategoryIds
        : [];
    const parts: SQL[] = [
      sql`select 'manufacturer' as kind, b.manufacturer_id::text as val, count(*)::int as cnt from base b
        ${where(conditions, 'manufacturer')} group by b.manufacturer_id having b.manufacturer_id is not null`,
      sql`select 'availability', b.availability::text, count(*)::int from base b
        ${where(conditions, 'availability')} group by b.availability`,
      sql`select 'status', s.status_id::text, count(*)::int from base b join product_statuses s on s.product_id = b.id
        ${where(conditions, 'status')} group by s.status_id`,
      sql`select 'promotion', pm.policy_id::text, count(*)::int from base b join (
          select ppp.policy_id, ppp.product_id from promotion_policy_products ppp
          union select ppc.policy_id, pc.product_id from promotion_policy_categories ppc
            join product_categories pc on pc.category_id = ppc.category_id
          union select ppm.policy_id, mp.id from promotion_policy_manufacturers ppm
            join products mp on mp.manufacturer_id = ppm.manufacturer_id
        ) pm on pm.product_id = b.id
        ${where(conditions, 'promotion')} group by pm.policy_id`,
      // One pass over base per kind: each band or step is a filtered count, unpivoted to rows.
      bandCounts(
        'price',
        PRICE_BANDS.map(([min, max]) => ({
          val: `${min}-${max ?? ''}`,
          when:
            max === null
              ? sql`b.effective_price_cents >= ${min * 100}`
              : sql`b.effective_price_cents >= ${min * 100} and b.effective_price_cents < ${max * 100}`,
        })),
        where(conditions, 'price'),
      ),
      bandCounts(
        'rating',
        RATING_STEPS.map((stars) => ({ val: String(stars), when: sql`b.rating_average >= ${stars}` })),
        where(conditions, 'rating'),
      ),
    ];
    const categoryIds = [...new Set([...facetCategories, ...filters.categories])];
    if (categoryIds.length) {
      parts.push(sql`select 'category', c.category_id::text, count(*)::int from base b
        join product_categories c on c.product_id = b.id and c.category_id = any(${intArray(categoryIds)})
        ${where(conditions, 'category')} group by c.category_id`);
    }
    return sql`with ${base} ${sql.join(parts, sql` union all `)}`;
  }

  private async describeFacets(
    db: Db,
    rows: FacetRow[],
    filters: ListingFilters,
    language: Language,
    now: Date,
  ): Promise<Facet[]> {
    const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => Number(row.val));
    const names = await queryRows<{ kind: string; id: number; name: string }>(
      db,
      sql`select 'category' as kind, id, ${localizedColumn(language, 'name')} as name from categories where id = any(${intArray(ids('category'))})
        union all select 'manufacturer', id, ${localizedColumn(language, 'name')} from manufacturers where id = any(${intArray(ids('manufacturer'))})
        union all select 'status', id, ${localizedColumn(language, 'name')} from statuses where id = any(${intArray(ids('status'))})
        union all select 'promotion', id, ${localizedColumn(language, 'name')} from promotion_policies
          where id = any(${intArray(ids('promotion'))}) and is_active
            and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now})`,
    );
    return describeFacets(
      rows,
      filters,
      language,
      (kind, id) => names.find((row) => row.kind === kind && row.id === id)?.name,
    );
  }
}

/**
 * Facet counts as the shopper reads them: names, labels and order, and only values with products
 * or chosen. `nameOf` names a category, manufacturer, status or (active) promotion; a value it
 * cannot name is left out.
 */
export function describeFacets(
  rows: FacetRow[],
  filters: ListingFilters,
  language: Language,
  nameOf: (kind: string, id: number) => string | undefined,
): Facet[] {
  const byKind = (kind: string) => rows.filter((row) => row.kind === kind);
  const facet = (
    kind: keyof typeof LISTING_FILTER_KINDS,
    values: { val: string; nm: string | undefined; cnt: number; sel: boolean }[],
  ): Facet => ({
    kind: LISTING_FILTER_KINDS[kind],
    nm: FACET_NAMES[kind][language],
    values: values.filter(
      (value): value is Facet['values'][number] => value.nm !== undefined && (value.cnt > 0 || value.sel),
    ),
  });
  const idFacet = (
    kind: 'Category' | 'Manufacturer' | 'Status' | 'Promotion',
    rowKind: string,
    selected: number[],
  ) =>
    facet(
      kind,
      byKind(rowKind)
        .map((row) => ({
          val: row.val,
          nm: nameOf(rowKind, Number(row.val)),
          cnt: row.cnt,
          sel: selected.includes(Number(row.val)),
        }))
        .sort((a, b) => (a.nm ?? '').localeCompare(b.nm ?? '', language)),
    );
  const euros = (value: number) => `${centsToEuros(value * 100).toFixed(0)} €`;
  return [
    idFacet('Category', 'category', filters.categories),
    idFacet('Manufacturer', 'manufacturer', filters.manufacturers),
    facet(
      'Price',
      byKind('price').map((row) => {
        const [min = '0', max = ''] = row.val.split('-');
        const label =
          max === '' ? `${euros(Number(min))} +` : `${euros(Number(min))} - ${euros(Number(max))}`;
        return {
          val: row.val,
          nm: label,
          cnt: row.cnt,
          sel: filters.prices.some(
            ([a, b]) => a === Number(min) * 100 && b === (max === '' ? null : Number(max) * 100),
          ),
        };
      }),
    ),
    facet(
      'Availability',
      byKind('availability')
        .map((row) => ({
          val: row.val,
          nm: AVAILABILITY_NAMES[Number(row.val)]?.[language],
          cnt: row.cnt,
          sel: filters.availability.includes(Number(row.val)),
        }))
        .sort((a, b) => Number(a.val) - Number(b.val)),
    ),
    idFacet('Status', 'status', filters.statuses),
    facet(
      'RatingBase5',
      byKind('rating').map((row) => ({
        val: row.val,
        nm: localized(language, `${row.val}+ αστέρια`, `${row.val}+ stars`),
        cnt: row.cnt,
        sel: filters.ratingMin === Number(row.val),
      })),
    ),
    idFacet('Promotion', 'promotion', filters.promotions),
  ];
}
