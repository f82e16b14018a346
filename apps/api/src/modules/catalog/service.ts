import type {
  CategoryTreeNode,
  Language,
  Product,
  ProductListing,
  ProductTab,
  SitemapEntries,
} from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { priceHistory, productDimensions, productImages, products } from '../../db/schema/catalog.ts';
import type { CategoryService } from '../categories/service.ts';

export type { ProductLabel } from './product-labels.ts';

import {
  manufacturerIdsInCategories,
  manufacturersOfProducts,
  publishedCountsByManufacturer,
} from './brand-products.ts';
import { type ListingScope, ListingService } from './listing.ts';
import type { ListingParams } from './listing-query.ts';
import {
  type CatalogPricingProduct,
  preparePricingProductsQuery,
  toPricingProduct,
} from './pricing-products.ts';
import { type ProductWithRelations, toProductDto } from './product-dto.ts';
import { loadProductExtras } from './product-extras.ts';
import { type ProductLabel, productLabels } from './product-labels.ts';
import { bestSellerIds, relatedIds } from './rankings.ts';
import { ReadCache } from './read-cache.ts';
import { sitemapProducts } from './sitemap.ts';
import { tabsOf } from './tabs.ts';

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

/** A price change the back office reports here. */
export interface PriceChange {
  priceCents: number;
  listPriceCents?: number | null;
  discountPercent?: number;
}

export class CatalogService {
  readonly listing: ListingService;
  /**
   * The product reads are prepared statements: the relational query's many lateral joins
   * take several times longer to plan than to run, and a prepared plan is reused.
   */
  private readonly byUrl;
  private readonly byId;
  private readonly byIds;
  private readonly pricingProductsQuery: ReturnType<typeof preparePricingProductsQuery>;

  private readonly productPages: ReadCache<Product>;
  /** Listing pages (category, brand, promotion, search), by everything that shapes them. */
  readonly listings: ReadCache<ProductListing>;

  constructor(
    private readonly db: Db,
    private readonly categories: CategoryService,
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
    this.pricingProductsQuery = preparePricingProductsQuery(db);
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

  async productIdByCode(code: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.code, code), eq(products.isPublished, true)));
    return row?.id;
  }

  /**
   * Published products in the order of the codes asked for (the product cards an article places by
   * code); unknown or unpublished codes are simply absent.
   */
  async productsByCodes(codes: string[], language: Language): Promise<Product[]> {
    if (codes.length === 0) return [];
    const rows = await this.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(inArray(products.code, codes), eq(products.isPublished, true)));
    const idOf = new Map(rows.map((row) => [row.code, row.id]));
    return this.productsByIds(
      codes.flatMap((code) => idOf.get(code) ?? []),
      language,
    );
  }

  /** Products in the order of the ids asked for; unknown or unpublished ids are simply absent. */
  async productsByIds(ids: number[], language: Language): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.byIds.execute({ ids: `{${ids.join(',')}}` });
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return this.toDtos(rows, language);
  }

  /** Published products at their current prices, as the pricing engine prices them; unknown ids are absent. */
  async pricingProducts(ids: number[], language: Language): Promise<Map<number, CatalogPricingProduct>> {
    const rows = await this.pricingProductsQuery.execute({ ids });
    return new Map(rows.map((row) => [row.id, toPricingProduct(row, language)]));
  }

  /** The current unit price of the product or one of its sizes, as the cart prices it; undefined when not sold. */
  async unitPriceCents(productId: number, dimensionId: number | null): Promise<number | undefined> {
    // The language only names the product, which a price does not need.
    const product = (await this.pricingProducts([productId], 'el')).get(productId);
    if (!product || dimensionId === null) return product?.unitPriceCents;
    return product.dimensions.find((dimension) => dimension.id === dimensionId)?.unitPriceCents;
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

  /** Slug and last change of every published product, for the sitemap. */
  sitemapProducts(): Promise<SitemapEntries['products']> {
    return sitemapProducts(this.db);
  }

  /** Best sellers (see `bestSellerIds`). */
  async bestSellers(language: Language): Promise<Product[]> {
    return this.productsByIds(await bestSellerIds(this.db), language);
  }

  /** Products related to one: same category first, the same brand ranking higher. */
  async related(productId: number, language: Language): Promise<Product[]> {
    return this.productsByIds(await relatedIds(this.db, productId), language);
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
    return this.categories.tree(
      links.map((link) => link.category_id),
      language,
    );
  }

  /** Extra tabs of the product with this code; undefined when no such product is published. */
  async tabsByCode(code: string, language: Language): Promise<ProductTab[] | undefined> {
    const productId = await this.productIdByCode(code);
    return productId === undefined ? undefined : tabsOf(this.db, productId, language);
  }

  /** Published products' names, slugs and size labels in both languages, e.g. for a mail. */
  productLabels(ids: number[]): Promise<Map<number, ProductLabel>> {
    return productLabels(this.db, ids);
  }

  /** Published products per brand, of the brands given or of every brand with any (null). */
  publishedCountsByManufacturer(manufacturerIds: number[] | null): Promise<Map<number, number>> {
    return publishedCountsByManufacturer(this.db, manufacturerIds);
  }

  /** Brands with published products in any of the categories. */
  manufacturerIdsInCategories(categoryIds: number[]): Promise<number[]> {
    return manufacturerIdsInCategories(this.db, categoryIds);
  }

  /** The brand of each published product among the ids, in id order; unknown ids are absent. */
  manufacturersOfProducts(productIds: number[]) {
    return manufacturersOfProducts(this.db, productIds);
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

  /**
   * Sets the rating a product's cards, page and listings show (average to two decimals, count).
   * The reviews domain computes it from the approved reviews and writes it inside its own
   * transaction; it clears the caches after the commit.
   */
  async setRating(tx: Db, productId: number, rating: { average: number; count: number }): Promise<void> {
    await tx
      .update(products)
      .set({ ratingAverage: rating.average, ratingCount: rating.count })
      .where(eq(products.id, productId));
  }

  /** Forgets the cached product pages and listings, for whoever changed what they show (e.g. stock). */
  clearCaches(): void {
    this.productPages.clear();
    this.listings.clear();
  }

  private async toDtos(rows: ProductWithRelations[], language: Language): Promise<Product[]> {
    if (rows.length === 0) return [];
    const primaryCategoryOf = (row: ProductWithRelations) =>
      (row.categories.find((link) => link.isPrimary) ?? row.categories[0])?.category.id;
    const [trails, extras] = await Promise.all([
      this.categories.trails(
        rows.map(primaryCategoryOf).filter((id): id is number => id !== undefined),
        language,
      ),
      loadProductExtras(this.db, rows),
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
}
