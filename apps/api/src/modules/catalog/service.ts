import {
  type CategoryTreeNode,
  type Language,
  type Product,
  type ProductListing,
  type ProductTab,
  type SitemapEntries,
  type UnitOffer,
  unitOffer,
} from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { priceHistory, products } from '../../db/schema/catalog.ts';
import { intArray } from '../../db/sql.ts';
import type { CategoryService } from '../categories/index.ts';

export type { ProductLabel } from './product-labels.ts';

import {
  manufacturerIdsInCategories,
  manufacturersOfProducts,
  publishedCountsByManufacturer,
} from './brand-products.ts';
import type { ListingParams } from './listing-query.ts';
import {
  type CatalogPricingProduct,
  preparePricingProductsQuery,
  pricingProductOf,
  toPricingProduct,
} from './pricing-products.ts';
import { type ProductLabel, productLabels } from './product-labels.ts';
import { bestSellerIds, relatedIds } from './rankings.ts';
import type { KeptListing } from './read-model/listing-answers.ts';
import { answerOf } from './read-model/load.ts';
import { type CatalogueFollower, CatalogueReadModel, type ModelScope } from './read-model/model.ts';
import { LateSources } from './read-model/sources.ts';
import { sitemapProducts } from './sitemap.ts';
import { tabsOf } from './tabs.ts';

/** A price change the back office reports here. */
export interface PriceChange {
  priceCents: number;
  listPriceCents?: number | null;
  discountPercent?: number;
}

/** The fixed parts a listing's JSON is joined from. */
const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

export class CatalogService {
  /** The published catalogue in memory: product pages, listings and facets are answered from it. */
  readonly model: CatalogueReadModel;
  /** Brands and promotions are built after the catalogue and hand their sources over (decision 030). */
  readonly sources = new LateSources();
  private readonly pricingProductsQuery: ReturnType<typeof preparePricingProductsQuery>;

  constructor(
    private readonly db: Db,
    private readonly categories: CategoryService,
    log?: FastifyBaseLogger,
    listingAnswerBytes = 0,
  ) {
    this.model = new CatalogueReadModel(db, categories, this.sources, log, listingAnswerBytes);
    this.pricingProductsQuery = preparePricingProductsQuery(db);
  }

  /** The product's answer in the language, already serialized; undefined when not published. */
  async productJsonByUrl(eurl: string, language: Language): Promise<Buffer | undefined> {
    await this.model.ready();
    return this.model.productByUrl(eurl)?.json[language];
  }

  async productById(id: number, language: Language): Promise<Product | undefined> {
    await this.model.ready();
    const entry = this.model.product(id);
    return entry && answerOf(entry, language);
  }

  /** Which of the ids are published products. */
  async productIdsPublished(ids: number[]): Promise<number[]> {
    await this.model.ready();
    return ids.filter((id) => this.model.product(id) !== undefined);
  }

  async productIdByCode(code: string): Promise<number | undefined> {
    await this.model.ready();
    return this.model.productByCode(code)?.id;
  }

  /**
   * Published products in the order of the codes asked for (the product cards an article places by
   * code); unknown or unpublished codes are simply absent.
   */
  async productsByCodes(codes: string[], language: Language): Promise<Product[]> {
    await this.model.ready();
    return codes.flatMap((code) => {
      const entry = this.model.productByCode(code);
      return entry ? [answerOf(entry, language)] : [];
    });
  }

  /** Products in the order of the ids asked for; unknown or unpublished ids are simply absent. */
  async productsByIds(ids: number[], language: Language): Promise<Product[]> {
    await this.model.ready();
    return this.model.productsByIds(ids, language);
  }

  /** Published products at their current prices, as the pricing engine prices them; unknown ids are absent. */
  async pricingProducts(ids: number[], language: Language): Promise<Map<number, CatalogPricingProduct>> {
    const rows = await this.pricingProductsQuery.execute({ ids });
    return new Map(rows.map((row) => [row.id, toPricingProduct(row, language)]));
  }

  /**
   * The same from the read model, without a query: for a cart's totals, which show what the shop
   * shows. Order placement keeps `pricingProducts`, the committed rows at the moment it prices.
   */
  async pricingProductsInMemory(
    ids: number[],
    language: Language,
  ): Promise<Map<number, CatalogPricingProduct>> {
    await this.model.ready();
    const found = new Map<number, CatalogPricingProduct>();
    for (const id of ids) {
      const entry = this.model.product(id);
      if (entry) found.set(id, pricingProductOf(entry, language));
    }
    return found;
  }

  /**
   * What one unit of the product or one of its sizes costs and earns, as its page shows it and a
   * cart of that unit prices it (the same engine, `unitOffer`); undefined when not sold.
   */
  async unitOffer(
    productId: number,
    dimensionId: number | null,
    pointsPerEuro: number,
  ): Promise<UnitOffer | undefined> {
    await this.model.ready();
    const entry = this.model.product(productId);
    if (!entry) return undefined;
    // The language only names the product, which a price does not need.
    return unitOffer(
      pricingProductOf(entry, 'el'),
      dimensionId ?? 0,
      entry.policies,
      pointsPerEuro,
      new Date(),
    );
  }

  /** One page of a listing with its total and facets, products in full, from the read model. */
  async listProducts(scope: ModelScope, params: ListingParams, language: Language): Promise<ProductListing> {
    await this.model.ready();
    const result = this.model.list(scope, params, language);
    return {
      items: this.model.productsByIds(result.ids, language),
      total: result.total,
      page: params.page,
      psize: params.psize,
      sort: params.sort,
      facets: result.facets,
    };
  }

  /**
   * The same listing as its JSON, as the route's serializer would write it: each product's answer
   * is the text kept with it (`ProductEntry.json`), so no schema pass walks the page's products again.
   * The page's ids, total and facets are kept until the catalogue changes (decision 055).
   */
  async listProductsJson(
    scope: Exclude<ModelScope, { kind: 'search' }>,
    params: ListingParams,
    language: Language,
  ): Promise<Buffer> {
    await this.model.ready();
    const kept = await this.model.keptList(
      JSON.stringify([scope, params, language]),
      () => scope,
      params,
      language,
    );
    return this.listingJson(kept, params, language);
  }

  /**
   * A search's listing as JSON, kept by `key` (the words, the filters, the page, the language):
   * `match` finds the products only when no answer is kept. `found`: how many the words found.
   */
  async searchListingJson(
    key: string,
    match: () => Promise<ModelScope | undefined>,
    params: ListingParams,
    language: Language,
  ): Promise<{ json: Buffer; found: number }> {
    await this.model.ready();
    const kept = await this.model.keptList(key, match, params, language);
    return { json: this.listingJson(kept, params, language), found: kept.found };
  }

  private listingJson(kept: KeptListing, params: ListingParams, language: Language): Buffer {
    const parts: Buffer[] = [ITEMS_OPEN];
    for (const id of kept.ids) {
      const entry = this.model.product(id);
      if (!entry) continue;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(entry.json[language]);
    }
    // Keys in productListingSchema's order (routes.test.ts compares with the schema's output).
    parts.push(
      Buffer.from(
        `],"total":${kept.total},"page":${params.page},"psize":${params.psize},"sort":${JSON.stringify(params.sort)},"facets":${kept.facetsJson}}`,
      ),
    );
    return Buffer.concat(parts);
  }

  /** Which of the ids are products, unpublished ones too (the back office checks what it links to). */
  async existingProductIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from products where id = any(${intArray(ids)})`,
    );
    return rows.map((row) => row.id);
  }

  /** Which of the ids cannot be returned once unsealed (health or hygiene), published or not. */
  async nonReturnableIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from products where id = any(${intArray([...ids])}) and non_returnable`,
    );
    return new Set(rows.map((row) => row.id));
  }

  /** How many products (published or not) each category holds, in one grouped query. */
  async productCountsByCategory(): Promise<Map<number, number>> {
    const rows = await queryRows<{ id: number; n: number }>(
      this.db,
      sql`select category_id as id, count(*)::int as n from product_categories group by category_id`,
    );
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  /** How many products (published or not) each of the brands has, in one grouped query. */
  async productCountsByManufacturer(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id: number; n: number }>(
      this.db,
      sql`select manufacturer_id as id, count(*)::int as n from products
        where manufacturer_id = any(${intArray(ids)}) group by manufacturer_id`,
    );
    return new Map(rows.map((row) => [row.id, row.n]));
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
    // The writer reads its own write: the model has the new price when this resolves.
    await this.model.settled();
    return changed;
  }

  /**
   * Sets the rating a product's cards, page and listings show (average to two decimals, count).
   * The reviews domain computes it from the approved reviews and writes it inside its own
   * transaction; after the commit it awaits `settled` to read its own write.
   */
  /**
   * Resolves once every change committed so far shows in the catalogue's answers: changes reach
   * the read model on their own within milliseconds (migration `catalog_changes`); a writer that
   * reads its own write next awaits this.
   */
  settled(): Promise<void> {
    return this.model.settled();
  }

  /**
   * The catalogue's change feed: `follower` loads with the read model and reloads the products
   * each change names before `settled` resolves (search's index follows it).
   */
  follow(follower: CatalogueFollower): void {
    this.model.follow(follower);
  }

  async setRating(tx: Db, productId: number, rating: { average: number; count: number }): Promise<void> {
    await tx
      .update(products)
      .set({ ratingAverage: rating.average, ratingCount: rating.count })
      .where(eq(products.id, productId));
  }
}
