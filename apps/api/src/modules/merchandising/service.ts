import {
  type Banner,
  CURATED_CATEGORY_IDS,
  CURATED_LIST_MAX_PRODUCTS,
  type CuratedList,
  HOME_CURATED_LIST_ID,
  LANDING_COLLECTION_MAX_PRODUCTS,
  type LandingCollection,
  type LandingCollectionSummary,
  type Language,
  type PersonalisedProducts,
  type Product,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { localizedOrGreek } from '../../lib/localized.ts';
import { translatorOf } from '../../lib/messages.ts';
import { type CatalogService, emptyFilters } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import type { WishlistService } from '../wishlists/index.ts';
import { bannersOfGroup } from './banners.ts';
import { type StoredCuratedList, storedCuratedLists } from './curated-lists.ts';
import {
  activeCollectionBySlug,
  activeCollections,
  type LandingCollectionRow,
  ruleOf,
} from './landing-collections.ts';
import { merchandisingMessages } from './messages.ts';

const translate = translatorOf(merchandisingMessages);

/** How many products the personalised row holds. */
const PERSONALISED_SIZE = 12;

/**
 * Banners, curated lists, landing collections and the personalised picks of the home page. The
 * products, categories, brands and promotions they show are asked of their own domains.
 */
export class MerchandisingService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly categories: CategoryService,
    private readonly promotions: PromotionService,
    private readonly wishlists: WishlistService,
  ) {}

  bannersByGroup(groupName: string, language: Language, now = new Date()): Promise<Banner[]> {
    return bannersOfGroup(this.db, groupName, language, now);
  }

  /** One curated list with its products still on sale; undefined when the id has none. */
  async curatedList(categoryId: number, language: Language): Promise<CuratedList | undefined> {
    const [stored] = await storedCuratedLists(this.db, [categoryId]);
    return stored && (await this.toCuratedLists([stored], language))[0];
  }

  /** Every curated list that has products on sale: the home list first, then the categories' in their order. */
  async curatedLists(language: Language): Promise<CuratedList[]> {
    const order = [HOME_CURATED_LIST_ID, ...CURATED_CATEGORY_IDS] as number[];
    const stored = (await storedCuratedLists(this.db)).sort(
      (a, b) => order.indexOf(a.categoryId) - order.indexOf(b.categoryId),
    );
    return (await this.toCuratedLists(stored, language)).filter((list) => list.products.length > 0);
  }

  private async toCuratedLists(stored: StoredCuratedList[], language: Language): Promise<CuratedList[]> {
    const products = await this.catalog.productsByIds(
      [...new Set(stored.flatMap((list) => list.productIds))],
      language,
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    const lists: CuratedList[] = [];
    for (const list of stored) {
      const category =
        list.categoryId > 0 ? await this.categories.byId(list.categoryId, language) : undefined;
      const ownTitle = localizedOrGreek(language, list.titleEl, list.titleEn);
      lists.push({
        categoryId: list.categoryId,
        categoryName: ownTitle ?? category?.nm ?? translate(language, 'home_curated_list_title'),
        categoryUrl: category?.eurl ?? null,
        products: list.productIds
          .flatMap((id) => byId.get(id) ?? [])
          .slice(0, CURATED_LIST_MAX_PRODUCTS)
          .map((product) => ({ id: product.id, barcode: product.bc })),
      });
    }
    return lists;
  }

  /**
   * Products picked for the shopper. A signed-in customer gets what relates to the products in
   * their wishlists (not those products again), topped up from the home list; anyone else gets
   * the home list. The storefront shuffles them (spec 000 §9).
   */
  async personalised(customerId: number | null, language: Language): Promise<PersonalisedProducts> {
    const picked: Product[] = [];
    const seen = new Set<number>();
    if (customerId !== null) {
      const lists = await this.wishlists.list(customerId, language);
      const wished = [...new Set(lists.flatMap((list) => list.wishlistItems.map((item) => item.product.id)))];
      for (const id of wished) seen.add(id);
      for (const productId of wished.slice(0, 6)) {
        for (const product of await this.catalog.related(productId, language)) {
          if (seen.has(product.id)) continue;
          seen.add(product.id);
          picked.push(product);
        }
        if (picked.length >= PERSONALISED_SIZE) break;
      }
    }
    const basis = picked.length > 0 ? 'customer' : 'home';
    if (picked.length < PERSONALISED_SIZE) {
      const [home] = await storedCuratedLists(this.db, [HOME_CURATED_LIST_ID]);
      const rest = (home?.productIds ?? []).filter((id) => !seen.has(id));
      picked.push(
        ...(await this.catalog.productsByIds(rest.slice(0, PERSONALISED_SIZE - picked.length), language)),
      );
    }
    return { items: picked.slice(0, PERSONALISED_SIZE), basis };
  }

  async collections(language: Language, now = new Date()): Promise<LandingCollectionSummary[]> {
    const rows = await activeCollections(this.db, now);
    return Promise.all(rows.map(async (row) => this.summaryOf(row, language, now)));
  }

  async collectionBySlug(
    slug: string,
    language: Language,
    now = new Date(),
  ): Promise<LandingCollection | undefined> {
    const row = await activeCollectionBySlug(this.db, slug, now);
    if (!row) return undefined;
    const [summary, banners, products] = await Promise.all([
      this.summaryOf(row, language, now),
      row.bannerGroup ? this.bannersByGroup(row.bannerGroup, language, now) : [],
      this.productsOf(row, language),
    ]);
    return {
      ...summary,
      intro: localizedOrGreek(language, row.introEl, row.introEn) ?? row.introEl,
      rule: ruleOf(row).kind,
      banners,
      products,
    };
  }

  private async summaryOf(
    row: LandingCollectionRow,
    language: Language,
    now: Date,
  ): Promise<LandingCollectionSummary> {
    const [banner] = row.bannerGroup ? await this.bannersByGroup(row.bannerGroup, language, now) : [];
    return {
      id: row.id,
      slug: row.slug,
      tl: localizedOrGreek(language, row.titleEl, row.titleEn) ?? row.titleEl,
      dsm: localizedOrGreek(language, row.summaryEl, row.summaryEn) ?? row.summaryEl,
      img1: banner?.img1 ?? null,
    };
  }

  /** The collection's products on sale, by its rule, in stock first as a category page orders them. */
  private async productsOf(row: LandingCollectionRow, language: Language): Promise<Product[]> {
    const rule = ruleOf(row);
    if (rule.kind === 'products') return this.catalog.productsByIds(rule.productIds, language);
    const params = {
      filters: emptyFilters(),
      sort: 'Default' as const,
      page: 1,
      psize: LANDING_COLLECTION_MAX_PRODUCTS,
    };
    switch (rule.kind) {
      case 'category': {
        const categoryIds = await this.categories.withDescendants(rule.id);
        if (categoryIds.length === 0) return [];
        const listing = await this.catalog.listProducts(
          { kind: 'category', categoryIds, facetCategoryIds: [] },
          params,
          language,
        );
        return listing.items;
      }
      case 'brand':
        return (
          await this.catalog.listProducts({ kind: 'manufacturer', manufacturerId: rule.id }, params, language)
        ).items;
      case 'promotion': {
        const policy = await this.promotions.policyByCode(rule.code, language);
        if (!policy) return [];
        return (await this.catalog.listProducts({ kind: 'promotion', policyId: policy.id }, params, language))
          .items;
      }
    }
  }
}
