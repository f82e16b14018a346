import {
  type Language,
  MAX_WISHLIST_ITEMS,
  MAX_WISHLISTS_PER_CUSTOMER,
  type MergeGuestWishlistsRequest,
  type Wishlist,
  type WishlistTemplate,
  wishlistNameKey,
} from '@shop/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  wishlistItems,
  wishlists,
  wishlistTemplateProducts,
  wishlistTemplates,
} from '../../db/schema/wishlists.ts';
import { HttpError } from '../../lib/http-error.ts';
import { localized } from '../../lib/localized.ts';
import type { CatalogService } from '../catalog/index.ts';

const wishlistNotFound = () => new HttpError(404, 'wishlist_not_found');
/** The advisory lock class of merging a customer's guest lists (with the customer's id as key). */
const GUEST_MERGE_LOCK = 72_001;

/**
 * A signed-in customer's wishlists. Every query is scoped by the authenticated customer's id,
 * so someone else's list answers 404, exactly like a list that does not exist.
 */
export class WishlistService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async list(customerId: number, language: Language): Promise<Wishlist[]> {
    const rows = await this.db
      .select({ id: wishlists.id, name: wishlists.name })
      .from(wishlists)
      .where(eq(wishlists.customerId, customerId))
      .orderBy(asc(wishlists.id));
    return this.withItems(rows, language);
  }

  async get(customerId: number, id: number, language: Language): Promise<Wishlist> {
    const [row] = await this.db
      .select({ id: wishlists.id, name: wishlists.name })
      .from(wishlists)
      .where(and(eq(wishlists.customerId, customerId), eq(wishlists.id, id)));
    if (!row) throw wishlistNotFound();
    const [wishlist] = await this.withItems([row], language);
    return wishlist as Wishlist;
  }

  async insert(
    customerId: number,
    name: string,
    language: Language,
    productIds: number[] = [],
  ): Promise<Wishlist> {
    const [row] = await this.db
      .select({ total: count() })
      .from(wishlists)
      .where(eq(wishlists.customerId, customerId));
    if ((row?.total ?? 0) >= MAX_WISHLISTS_PER_CUSTOMER) throw new HttpError(422, 'too_many_wishlists');
    const id = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(wishlists)
        .values({ customerId, name })
        .returning({ id: wishlists.id });
      if (!created) throw new Error('wishlists insert returned nothing');
      if (productIds.length > 0) {
        await tx
          .insert(wishlistItems)
          .values(productIds.map((productId) => ({ wishlistId: created.id, productId })));
      }
      return created.id;
    });
    return this.get(customerId, id, language);
  }

  /** A new list named after the template (in the shopper's language) with the template's products. */
  async insertFromTemplate(customerId: number, templateId: number, language: Language): Promise<Wishlist> {
    const [template] = await this.db
      .select()
      .from(wishlistTemplates)
      .where(eq(wishlistTemplates.id, templateId));
    if (!template) throw new HttpError(404, 'wishlist_template_not_found');
    const products = await this.db
      .select({ productId: wishlistTemplateProducts.productId })
      .from(wishlistTemplateProducts)
      .where(eq(wishlistTemplateProducts.templateId, templateId));
    const published = await this.catalog.productIdsPublished(products.map((item) => item.productId));
    const name = localized(language, template.nameEl, template.nameEn);
    return this.insert(customerId, name, language, published);
  }

  async templates(language: Language): Promise<WishlistTemplate[]> {
    const rows = await this.db.select().from(wishlistTemplates).orderBy(asc(wishlistTemplates.sortOrder));
    return rows.map((row) => ({ id: row.id, nm: localized(language, row.nameEl, row.nameEn) }));
  }

  async rename(customerId: number, id: number, name: string, language: Language): Promise<Wishlist> {
    const updated = await this.db
      .update(wishlists)
      .set({ name })
      .where(and(eq(wishlists.customerId, customerId), eq(wishlists.id, id)))
      .returning({ id: wishlists.id });
    if (updated.length === 0) throw wishlistNotFound();
    return this.get(customerId, id, language);
  }

  /**
   * A guest's lists joined to the account after sign-in, in one transaction: a list with the name
   * of one the customer has (case and spaces aside) adds its products to it, any other becomes a
   * new list; products already there or no longer sold are skipped. Merging the same lists again
   * changes nothing, so a retry or a second tab cannot double them. Answers every list.
   */
  async mergeGuestLists(
    customerId: number,
    lists: MergeGuestWishlistsRequest['lists'],
    language: Language,
  ): Promise<Wishlist[]> {
    const published = new Set(
      await this.catalog.productIdsPublished([...new Set(lists.flatMap((list) => list.productIds))]),
    );
    await this.db.transaction(async (tx) => {
      // Two tabs signing in at once merge one after the other, the second finding the first's lists.
      await tx.execute(sql`select pg_advisory_xact_lock(${GUEST_MERGE_LOCK}, ${customerId})`);
      const owned = await tx
        .select({ id: wishlists.id, name: wishlists.name })
        .from(wishlists)
        .where(eq(wishlists.customerId, customerId));
      const byName = new Map(owned.map((row) => [wishlistNameKey(row.name), row.id]));
      for (const list of lists) {
        let wishlistId = byName.get(wishlistNameKey(list.nm));
        if (wishlistId === undefined) {
          if (byName.size >= MAX_WISHLISTS_PER_CUSTOMER) throw new HttpError(422, 'too_many_wishlists');
          const [created] = await tx
            .insert(wishlists)
            .values({ customerId, name: list.nm })
            .returning({ id: wishlists.id });
          if (!created) throw new Error('wishlists insert returned nothing');
          wishlistId = created.id;
          byName.set(wishlistNameKey(list.nm), wishlistId);
        }
        const productIds = list.productIds.filter((productId) => published.has(productId));
        if (productIds.length === 0) continue;
        const [held] = await tx
          .select({ total: count() })
          .from(wishlistItems)
          .where(eq(wishlistItems.wishlistId, wishlistId));
        if ((held?.total ?? 0) + productIds.length > MAX_WISHLIST_ITEMS) {
          throw new HttpError(422, 'too_many_wishlist_items');
        }
        const listId = wishlistId;
        await tx
          .insert(wishlistItems)
          .values(productIds.map((productId) => ({ wishlistId: listId, productId })))
          .onConflictDoNothing();
      }
    });
    return this.list(customerId, language);
  }

  async remove(customerId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(wishlists)
      .where(and(eq(wishlists.customerId, customerId), eq(wishlists.id, id)))
      .returning({ id: wishlists.id });
    if (deleted.length === 0) throw wishlistNotFound();
  }

  /** Adds the product; adding one already on the list changes nothing. */
  async addItem(
    customerId: number,
    wishlistId: number,
    productId: number,
    language: Language,
  ): Promise<Wishlist> {
    await this.ownedId(customerId, wishlistId);
    const [product] = await this.catalog.productIdsPublished([productId]);
    if (product === undefined) throw new HttpError(404, 'product_not_found');
    const [row] = await this.db
      .select({ total: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, wishlistId));
    if ((row?.total ?? 0) >= MAX_WISHLIST_ITEMS) throw new HttpError(422, 'too_many_wishlist_items');
    await this.db.insert(wishlistItems).values({ wishlistId, productId }).onConflictDoNothing();
    return this.get(customerId, wishlistId, language);
  }

  async removeItem(
    customerId: number,
    wishlistId: number,
    productId: number,
    language: Language,
  ): Promise<Wishlist> {
    await this.ownedId(customerId, wishlistId);
    await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)));
    return this.get(customerId, wishlistId, language);
  }

  private async ownedId(customerId: number, id: number): Promise<void> {
    const [row] = await this.db
      .select({ id: wishlists.id })
      .from(wishlists)
      .where(and(eq(wishlists.customerId, customerId), eq(wishlists.id, id)));
    if (!row) throw wishlistNotFound();
  }

  private async withItems(rows: { id: number; name: string }[], language: Language): Promise<Wishlist[]> {
    if (rows.length === 0) return [];
    const items = await this.db
      .select({
        id: wishlistItems.id,
        wishlistId: wishlistItems.wishlistId,
        productId: wishlistItems.productId,
      })
      .from(wishlistItems)
      .where(
        inArray(
          wishlistItems.wishlistId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(wishlistItems.id));
    const products = new Map(
      (await this.catalog.productsByIds([...new Set(items.map((item) => item.productId))], language)).map(
        (product) => [product.id, product],
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      nm: row.name,
      // A product no longer published simply leaves the list's view.
      wishlistItems: items.flatMap((item) => {
        const product = item.wishlistId === row.id ? products.get(item.productId) : undefined;
        return product ? [{ id: item.id, product }] : [];
      }),
    }));
  }
}
