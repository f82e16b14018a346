import {
  Availability,
  type Breadcrumb,
  type CategoryTreeNode,
  centsToEuros,
  effectivePrice,
  type Language,
  type Product,
  type ProductBundle,
  type ProductListing,
  type ProductTab,
  type PromotionPolicy,
  type SitemapEntries,
} from '@shop/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { type Db, queryRows } from '../../db/client.ts';
import {
  manufacturerCountryExclusions,
  priceHistory,
  productBundleItems,
  productBundles,
  productDimensions,
  productImages,
  products,
  productTabs,
} from '../../db/schema/index.ts';
import { type ListingScope, ListingService } from './listing.ts';
import type { ListingParams } from './listing-query.ts';
import {
  type PolicyBadgeRow,
  type ProductExtras,
  type ProductWithRelations,
  toProductDto,
} from './product-dto.ts';
import { ReadCache } from './read-cache.ts';

/** The search columns are large and only ever read by the database itself. */
const productColumns = { searchDoc: false as const, searchKey: false as const };

const productRelations = {
  manufacturer: { columns: { searchKey: false as const } },
  images: { orderBy: [asc(productImages.position)] },
  dimensions: { orderBy: [asc(productDimensions.position), asc(productDimensions.id)] },
  categories: {
    columns: { isPrimary: true as const },
    with: { category: { columns: { id: true as const, nameEl: true as const, nameEn: true as const } } },
  },
  statuses: { columns: {}, with: { status: true as const } },
};

interface CategoryPathRow {
  leaf: number;
  id: number;
  eurl: string;
  name_el: string;
  name_en: string;
  depth: number;
}

/** Fixed price changes and stock changes other domains (orders, back office) report here. */
export interface PriceChange {
  priceCents: number;
  listPriceCents?: number | null;
  discountPercent?: number;
}

/**
 * Stock decides between sold out and available; the other availabilities (pre-order,
 * delivery in days …) are a back-office choice that a stock change leaves alone.
 */
const availabilityFor = (stock: number | SQL) =>
  sql`case when ${stock} > 0 and ${products.availability} = ${Availability.Exhausted} then ${Availability.Available}
    when ${stock} <= 0 and ${products.availability} in (${Availability.Available}, ${Availability.Limited}, ${Availability.LastItem}) then ${Availability.Exhausted}
    else ${products.availability} end`;

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const RELATED_LIMIT = 12;
const BEST_SELLERS_LIMIT = 24;

export class CatalogService {
  readonly listing: ListingService;
  private readonly stockListeners: ((productId: number) => Promise<unknown>)[] = [];
  /**
   * The product reads are prepared statements: the relational query's many lateral joins
   * take several times longer to plan than to run, and a prepared plan is reused.
   */
  private readonly byUrl;
  private readonly byId;
  private readonly byIds;

  private readonly productPages: ReadCache<Product>;
  /** Listing pages (category, brand, promotion, search), by everything that shapes them. */
  readonly listings: ReadCache<ProductListing>;

  constructor(
    private readonly db: Db,
    private readonly loyaltyPointsPerEuro: number,
    cacheMs = 0,
  ) {
    this.listing = new ListingService(db);
    this.productPages = new ReadCache(cacheMs, 20_000);
    this.listings = new ReadCache(cacheMs, 5_000);
    this.byUrl = db.query.products
      .findFirst({
        where: and(eq(products.eurl, sql.placeholder('eurl')), eq(products.isPublished, true)),
        columns: productColumns,
        with: productRelations,
      })
      .prepare('catalog_product_by_url');
    this.byId = db.query.products
      .findFirst({
        where: and(eq(products.id, sql.placeholder('id')), eq(products.isPublished, true)),
        columns: productColumns,
        with: productRelations,
      })
      .prepare('catalog_product_by_id');
    this.byIds = db.query.products
      .findMany({
        where: and(
          sql`${products.id} = any(${sql.placeholder('ids')}::int[])`,
          eq(products.isPublished, true),
        ),
        columns: productColumns,
        with: productRelations,
      })
      .prepare('catalog_products_by_ids');
  }

  async productByUrl(eurl: string, language: Language): Promise<Product | undefined> {
    return this.productPages.get(`${language}:${eurl.toLowerCase()}`, async () => {
      const row = await this.byUrl.execute({ eurl: eurl.toLowerCase() });
      return row ? (await this.toDtos([row], language))[0] : undefined;
    });
  }

  async productById(id: number, language: Language): Promise<Product | undefined> {
    const row = await this.byId.execute({ id });
    return row ? (await this.toDtos([row], language))[0] : undefined;
  }

  /** Which of the ids are published products. */
  async productIdsPublished(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.isPublished, true)));
    return rows.map((row) => row.id);
  }

  /** Called after every stock change made here, e.g. so back-in-stock mails go out. */
  onStockChanged(listener: (productId: number) => Promise<unknown>): void {
    this.stockListeners.push(listener);
  }

  async productIdByCode(code: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.code, code), eq(products.isPublished, true)));
    return row?.id;
  }

  /** Products in the order of the ids asked for; unknown or unpublished ids are simply absent. */
  async productsByIds(ids: number[], language: Language): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.byIds.execute({ ids: `{${ids.join(',')}}` });
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return this.toDtos(rows, language);
  }

  /** One page of a listing with its total and facets, products in full. */
  async listProducts(
    scope: ListingScope,
    params: ListingParams,
    language: Language,
  ): Promise<ProductListing> {
    if (scope.kind === 'search') return this.loadListing(scope, params, language);
    const key = JSON.stringify([scope, params, language]);
    const listing = await this.listings.get(key, () => this.loadListing(scope, params, language));
    if (!listing) throw new Error('a listing always loads');
    return listing;
  }

  private async loadListing(
    scope: ListingScope,
    params: ListingParams,
    language: Language,
  ): Promise<ProductListing> {
    const result = await this.listing.list(scope, params, language);
    return {
      items: await this.productsByIds(result.ids, language),
      total: result.total,
      page: params.page,
      psize: params.psize,
      sort: params.sort,
      facets: result.facets,
    };
  }

  /** Slugs of every published product, visible category and public brand with products. */
  async sitemapEntries(): Promise<SitemapEntries> {
    const [productRows, categoryRows, brandRows] = await Promise.all([
      queryRows<{ eurl: string; lastmod: string }>(
        this.db,
        sql`select eurl, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
          from products where is_published order by id`,
      ),
      queryRows<{ eurl: string }>(
        this.db,
        sql`select eurl from categories where is_visible order by sort_order, id`,
      ),
      queryRows<{ eurl: string }>(
        this.db,
        sql`select m.eurl from manufacturers m where m.is_public
          and exists (select 1 from products p where p.manufacturer_id = m.id and p.is_published) order by m.id`,
      ),
    ]);
    return {
      products: productRows,
      categories: categoryRows.map((row) => row.eurl),
      brands: brandRows.map((row) => row.eurl),
    };
  }

  /** An active promotion policy by its code, in one language. */
  async policyByCode(
    code: string,
    language: Language,
    now = new Date(),
  ): Promise<PromotionPolicy | undefined> {
    const [row] = await queryRows<PolicyBadgeRow & { code: string }>(
      this.db,
      sql`select id, code, name_el as "nameEl", name_en as "nameEn", description_el as "descriptionEl",
          description_en as "descriptionEn", badge, badge_url as "badgeUrl", customer_groups as "customerGroups"
        from promotion_policies where lower(code) = lower(${code}) and is_active
          and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now})`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      cd: row.code,
      nm: language === 'el' ? row.nameEl : row.nameEn,
      ds: (language === 'el' ? row.descriptionEl : row.descriptionEn) ?? row.descriptionEl,
      badge: row.badge,
      badge_url: row.badgeUrl,
      cust_groups: row.customerGroups.map((group) => ({ code: group })),
    };
  }

  async isPolicyActive(policyId: number, now = new Date()): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from promotion_policies where id = ${policyId} and is_active
        and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now})`,
    );
    return rows.length > 0;
  }

  /** The category and every category below it. */
  async categoryWithDescendants(categoryId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`with recursive tree as (
        select id from categories where id = ${categoryId} and is_visible
        union all
        select c.id from categories c join tree on c.parent_id = tree.id where c.is_visible
      ) select id from tree`,
    );
    return rows.map((row) => row.id);
  }

  /** Visible children of a category, or the top categories for null. */
  async childCategoryIds(parentId: number | null): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      parentId === null
        ? sql`select id from categories where parent_id is null and is_visible order by sort_order, id`
        : sql`select id from categories where parent_id = ${parentId} and is_visible order by sort_order, id`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * Best sellers. Until the orders domain records order lines there are no sales to count over
   * a window of days: the number of ratings a product has stands in for its sales.
   */
  async bestSellers(language: Language): Promise<Product[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from products where is_published and availability = any(${intArray([0, 1, 2, 10])})
        order by rating_count desc, rating_average desc, id limit ${BEST_SELLERS_LIMIT}`,
    );
    return this.productsByIds(
      rows.map((row) => row.id),
      language,
    );
  }

  /** Products related to one: same category first, the same brand ranking higher. */
  async related(productId: number, language: Language): Promise<Product[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`with me as (
          select p.id, p.manufacturer_id, pc.category_id from products p
          join product_categories pc on pc.product_id = p.id and pc.is_primary
          where p.id = ${productId}
        )
        select r.id from me
        join product_categories rc on rc.category_id = me.category_id and rc.product_id <> me.id
        join products r on r.id = rc.product_id and r.is_published
        order by (r.manufacturer_id is not distinct from me.manufacturer_id) desc,
          (r.availability = any(${intArray([0, 1, 2, 10])})) desc, r.rating_count desc, r.id
        limit ${RELATED_LIMIT}`,
    );
    return this.productsByIds(
      rows.map((row) => row.id),
      language,
    );
  }

  /** Loyalty points a purchase of the product (or size) earns: whole points per euro paid. */
  async loyaltyPoints(productId: number, dimensionId: number | null): Promise<number | undefined> {
    const row = await this.db.query.products.findFirst({
      where: and(eq(products.id, productId), eq(products.isPublished, true)),
      with: { dimensions: true },
    });
    if (!row) return undefined;
    const listCents = row.listPriceCents ?? 0;
    let priceCents = effectivePrice(row.priceCents, listCents, row.discountPercent);
    if (dimensionId !== null) {
      const dimension = row.dimensions.find((item) => item.id === dimensionId);
      if (!dimension) return undefined;
      const dimensionList = dimension.listPriceCents ?? (dimension.priceCents === null ? listCents : 0);
      priceCents = effectivePrice(dimension.priceCents ?? row.priceCents, dimensionList, row.discountPercent);
    }
    return Math.floor(centsToEuros(priceCents) * this.loyaltyPointsPerEuro);
  }

  /** The categories a product is in, as a tree from the top categories down. */
  async categoryTree(productId: number, language: Language): Promise<CategoryTreeNode[] | undefined> {
    const links = await queryRows<{ category_id: number }>(
      this.db,
      sql`select pc.category_id from product_categories pc join products p on p.id = pc.product_id
        where pc.product_id = ${productId} and p.is_published`,
    );
    if (links.length === 0) {
      const [exists] = await queryRows<{ id: number }>(
        this.db,
        sql`select id from products where id = ${productId} and is_published`,
      );
      return exists ? [] : undefined;
    }
    const trails = await this.categoryTrails(
      links.map((link) => link.category_id),
      language,
    );
    const roots: CategoryTreeNode[] = [];
    for (const trail of trails.values()) {
      let level = roots;
      for (const crumb of trail) {
        let node = level.find((item) => item.id === crumb.id);
        if (!node) {
          node = { id: crumb.id, nm: crumb.nm, eurl: crumb.eurl, children: [] };
          level.push(node);
        }
        level = node.children;
      }
    }
    return roots;
  }

  /** The active bundle the product belongs to, with every product of it. */
  async bundleOf(productId: number, language: Language): Promise<ProductBundle | undefined> {
    const [bundle] = await this.db
      .select({
        id: productBundles.id,
        code: productBundles.code,
        nameEl: productBundles.nameEl,
        nameEn: productBundles.nameEn,
        priceCents: productBundles.priceCents,
      })
      .from(productBundleItems)
      .innerJoin(productBundles, eq(productBundles.id, productBundleItems.bundleId))
      .where(and(eq(productBundleItems.productId, productId), eq(productBundles.isActive, true)))
      .orderBy(asc(productBundles.id))
      .limit(1);
    if (!bundle) return undefined;
    const items = await this.db
      .select({ productId: productBundleItems.productId, quantity: productBundleItems.quantity })
      .from(productBundleItems)
      .where(eq(productBundleItems.bundleId, bundle.id))
      .orderBy(asc(productBundleItems.position), asc(productBundleItems.productId));
    const found = await this.productsByIds(
      items.map((item) => item.productId),
      language,
    );
    // A bundle with an unpublished member cannot be bought as a whole.
    if (found.length !== items.length) return undefined;
    return {
      id: bundle.id,
      cd: bundle.code,
      nm: language === 'el' ? bundle.nameEl : bundle.nameEn,
      prc: bundle.priceCents === null ? null : centsToEuros(bundle.priceCents),
      items: items.map((item, index) => {
        const product = found[index];
        if (!product) throw new Error('bundle member vanished');
        return { qty: item.quantity, product };
      }),
    };
  }

  /** Extra tabs of the product with this code; undefined when no such product is published. */
  async tabsByCode(code: string, language: Language): Promise<ProductTab[] | undefined> {
    const productId = await this.productIdByCode(code);
    if (productId === undefined) return undefined;
    const rows = await this.db
      .select()
      .from(productTabs)
      .where(eq(productTabs.productId, productId))
      .orderBy(asc(productTabs.position), asc(productTabs.id));
    return rows.map((row) => ({
      id: row.id,
      tl: language === 'el' ? row.titleEl : row.titleEn,
      ds: sanitizeHtml(language === 'el' ? row.contentEl : row.contentEn),
    }));
  }

  /** The countries each product's brand may not be shipped to; unknown ids are absent. */
  async countryExclusions(productIds: number[]) {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .select({
        id: products.id,
        manufacturerId: products.manufacturerId,
        countries: sql<
          string[]
        >`coalesce(array_agg(${manufacturerCountryExclusions.countryIso} order by ${manufacturerCountryExclusions.countryIso}) filter (where ${manufacturerCountryExclusions.countryIso} is not null), '{}')`,
      })
      .from(products)
      .leftJoin(
        manufacturerCountryExclusions,
        eq(manufacturerCountryExclusions.manufacturerId, products.manufacturerId),
      )
      .where(and(inArray(products.id, productIds), eq(products.isPublished, true)))
      .groupBy(products.id, products.manufacturerId)
      .orderBy(asc(products.id));
    return rows.map((row) => ({ pid: row.id, mfid: row.manufacturerId, countries: row.countries }));
  }

  /**
   * Changes a product's price and writes the new effective price to the history at `at`, so
   * the lowest-price-of-30-days rule can be answered later.
   */
  async changePrice(productId: number, change: PriceChange, at = new Date()): Promise<boolean> {
    const changed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({
          priceCents: change.priceCents,
          ...(change.listPriceCents !== undefined ? { listPriceCents: change.listPriceCents } : {}),
          ...(change.discountPercent !== undefined ? { discountPercent: change.discountPercent } : {}),
          updatedAt: at,
        })
        .where(eq(products.id, productId))
        .returning({ effective: products.effectivePriceCents });
      if (!row || row.effective === null) return false;
      await tx.insert(priceHistory).values({ productId, priceCents: row.effective, validFrom: at });
      return true;
    });
    this.clearCaches();
    return changed;
  }

  /** Sets the stock of a product, or of one size of it, keeping the product total in step. */
  async setStock(productId: number, dimensionId: number | null, stock: number): Promise<void> {
    await this.writeStock(productId, dimensionId, stock);
    this.clearCaches();
    for (const listener of this.stockListeners) await listener(productId);
  }

  private clearCaches(): void {
    this.productPages.clear();
    this.listings.clear();
  }

  private async writeStock(productId: number, dimensionId: number | null, stock: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (dimensionId === null) {
        await tx
          .update(products)
          .set({ stock, availability: availabilityFor(stock), updatedAt: new Date() })
          .where(
            and(
              eq(products.id, productId),
              sql`not exists (select 1 from product_dimensions d where d.product_id = ${productId})`,
            ),
          );
        return;
      }
      await tx
        .update(productDimensions)
        .set({ stock })
        .where(and(eq(productDimensions.id, dimensionId), eq(productDimensions.productId, productId)));
      await tx
        .update(products)
        .set({
          stock: sql`(select coalesce(sum(stock), 0) from product_dimensions where product_id = ${productId})`,
          availability: availabilityFor(
            sql`(select coalesce(sum(stock), 0) from product_dimensions where product_id = ${productId})`,
          ),
          updatedAt: new Date(),
        })
        .where(eq(products.id, productId));
    });
  }

  private async toDtos(rows: ProductWithRelations[], language: Language): Promise<Product[]> {
    if (rows.length === 0) return [];
    const primaryCategoryOf = (row: ProductWithRelations) =>
      (row.categories.find((link) => link.isPrimary) ?? row.categories[0])?.category.id;
    const ids = rows.map((row) => row.id);
    const [trails, extras] = await Promise.all([
      this.categoryTrails(
        rows.map(primaryCategoryOf).filter((id): id is number => id !== undefined),
        language,
      ),
      this.productExtras(rows, ids),
    ]);
    return rows.map((row) => {
      const primary = primaryCategoryOf(row);
      return toProductDto(
        row,
        language,
        primary === undefined ? [] : (trails.get(primary) ?? []),
        extras.get(row.id),
      );
    });
  }

  /** Omnibus reference prices and promotion badges of many products in two queries. */
  private async productExtras(
    rows: ProductWithRelations[],
    ids: number[],
  ): Promise<Map<number, ProductExtras>> {
    const now = new Date();
    const [history, policies] = await Promise.all([
      queryRows<{ id: number; current_price: number | null; lowest: number | null }>(
        this.db,
        sql`select p.id, cur.price_cents as current_price,
          (select min(w.price_cents) from (
            select h.price_cents from price_history h
              where h.product_id = p.id and h.dimension_id is null
                and h.valid_from < cur.valid_from and h.valid_from >= cur.valid_from - interval '30 days'
            union all
            (select h.price_cents from price_history h
              where h.product_id = p.id and h.dimension_id is null and h.valid_from <= cur.valid_from - interval '30 days'
              order by h.valid_from desc limit 1)
          ) w)::int as lowest
        from unnest(${intArray(ids)}) as p(id)
        join lateral (
          select h.valid_from, h.price_cents from price_history h
          where h.product_id = p.id and h.dimension_id is null and h.valid_from <= ${now}
          order by h.valid_from desc limit 1
        ) cur on true`,
      ),
      queryRows<PolicyBadgeRow & { productId: number }>(
        this.db,
        sql`select m.product_id as "productId", pp.id, pp.name_el as "nameEl", pp.name_en as "nameEn",
            pp.description_el as "descriptionEl", pp.description_en as "descriptionEn", pp.badge,
            pp.badge_url as "badgeUrl", pp.customer_groups as "customerGroups"
          from promotion_policies pp
          join lateral (
            select ppp.product_id from promotion_policy_products ppp
              where ppp.policy_id = pp.id and ppp.product_id = any(${intArray(ids)})
            union
            select pc.product_id from promotion_policy_categories ppc
              join product_categories pc on pc.category_id = ppc.category_id
              where ppc.policy_id = pp.id and pc.product_id = any(${intArray(ids)})
            union
            select p.id from promotion_policy_manufacturers ppm
              join products p on p.manufacturer_id = ppm.manufacturer_id
              where ppm.policy_id = pp.id and p.id = any(${intArray(ids)})
          ) m on true
          where pp.is_active and (pp.starts_at is null or pp.starts_at <= ${now})
            and (pp.ends_at is null or pp.ends_at > ${now})
          order by pp.id`,
      ),
    ]);
    const extras = new Map<number, ProductExtras>();
    for (const row of rows) {
      const known = history.find((item) => item.id === row.id);
      const current = effectivePrice(row.priceCents, row.listPriceCents ?? 0, row.discountPercent);
      let lowest = known?.lowest ?? null;
      // History that has not heard of today's price: the reduction starts now, and the last
      // recorded price is part of the 30 days before it.
      if (known?.current_price != null && known.current_price !== current) {
        lowest = Math.min(known.current_price, lowest ?? Number.POSITIVE_INFINITY);
      }
      extras.set(row.id, {
        lowestPriorCents: lowest,
        policies: policies.filter((policy) => policy.productId === row.id),
      });
    }
    return extras;
  }

  /** Root-to-leaf category trail of each leaf id, in one recursive query. */
  async categoryTrails(leafIds: number[], language: Language): Promise<Map<number, Breadcrumb[]>> {
    const trails = new Map<number, Breadcrumb[]>();
    const unique = [...new Set(leafIds)];
    if (unique.length === 0) return trails;
    const rows = await queryRows<CategoryPathRow>(
      this.db,
      sql`
      with recursive trail as (
        select id as leaf, id, parent_id, eurl, name_el, name_en, 0 as depth
        from categories where id in ${unique}
        union all
        select trail.leaf, c.id, c.parent_id, c.eurl, c.name_el, c.name_en, trail.depth + 1
        from categories c join trail on c.id = trail.parent_id
        where trail.depth < 10
      )
      select leaf, id, eurl, name_el, name_en, depth from trail order by leaf, depth desc`,
    );
    for (const row of rows) {
      const list = trails.get(row.leaf) ?? [];
      list.push({ id: row.id, nm: language === 'el' ? row.name_el : row.name_en, eurl: row.eurl });
      trails.set(row.leaf, list);
    }
    return trails;
  }
}
