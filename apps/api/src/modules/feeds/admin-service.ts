import type {
  AdminFeedCategoryRule,
  AdminFeedProductRule,
  AdminFeedSettings,
  AdminFeedWeight,
  FeedName,
} from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  feedCategoryExclusions,
  feedProductRules,
  feedProductWeights,
  feedSettingsState,
} from '../../db/schema/feeds.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';

/** Staff's choices of what the feeds list, each audited; every change moves the feeds' `ETag`. */
export class FeedAdminService {
  constructor(
    private readonly db: Db,
    private readonly services: { audit: AuditService; catalog: CatalogService; categories: CategoryService },
  ) {}

  /** The shipping weight in grams of each of these products that has one (a parcel's weight, decision 046). */
  async weightsOf(productIds: readonly number[]): Promise<Map<number, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ productId: feedProductWeights.productId, weightGrams: feedProductWeights.weightGrams })
      .from(feedProductWeights)
      .where(inArray(feedProductWeights.productId, [...new Set(productIds)]));
    return new Map(rows.map((row) => [row.productId, row.weightGrams]));
  }

  async settings(): Promise<AdminFeedSettings> {
    const [categories, products, weights] = await Promise.all([
      this.db
        .select({ feed: feedCategoryExclusions.feed, categoryId: feedCategoryExclusions.categoryId })
        .from(feedCategoryExclusions)
        .orderBy(asc(feedCategoryExclusions.feed), asc(feedCategoryExclusions.categoryId)),
      this.db
        .select({
          feed: feedProductRules.feed,
          productId: feedProductRules.productId,
          listed: feedProductRules.listed,
        })
        .from(feedProductRules)
        .orderBy(asc(feedProductRules.feed), asc(feedProductRules.productId)),
      this.db
        .select({ productId: feedProductWeights.productId, weightGrams: feedProductWeights.weightGrams })
        .from(feedProductWeights)
        .orderBy(asc(feedProductWeights.productId)),
    ]);
    return {
      categories: categories.map((row) => ({ ...row, feed: row.feed as FeedName })),
      products: products.map((row) => ({ ...row, feed: row.feed as FeedName })),
      weights,
    };
  }

  private async changed(
    tx: Db,
    staffId: number,
    action: string,
    entityId: string,
    after: object,
  ): Promise<void> {
    await tx
      .update(feedSettingsState)
      .set({ changedAt: sql`now()`, version: sql`${feedSettingsState.version} + 1` })
      .where(eq(feedSettingsState.id, 1));
    await this.services.audit.record(tx, { staffId, action, entity: 'feed', entityId, before: null, after });
  }

  async setCategory(rule: AdminFeedCategoryRule, staffId: number): Promise<AdminFeedSettings> {
    if ((await this.services.categories.existingIds([rule.categoryId])).length === 0) {
      throw new HttpError(400, 'invalid_input', { categoryId: ['invalid_id'] });
    }
    await this.db.transaction(async (tx) => {
      if (rule.excluded) {
        await tx
          .insert(feedCategoryExclusions)
          .values({ feed: rule.feed, categoryId: rule.categoryId })
          .onConflictDoNothing();
      } else {
        await tx
          .delete(feedCategoryExclusions)
          .where(
            and(
              eq(feedCategoryExclusions.feed, rule.feed),
              eq(feedCategoryExclusions.categoryId, rule.categoryId),
            ),
          );
      }
      await this.changed(tx, staffId, 'feed.category', `${rule.feed}:${rule.categoryId}`, rule);
    });
    return this.settings();
  }

  async setProduct(rule: AdminFeedProductRule, staffId: number): Promise<AdminFeedSettings> {
    if ((await this.services.catalog.existingProductIds([rule.productId])).length === 0) {
      throw new HttpError(400, 'invalid_input', { productId: ['invalid_id'] });
    }
    await this.db.transaction(async (tx) => {
      if (rule.listed === null) {
        await tx
          .delete(feedProductRules)
          .where(and(eq(feedProductRules.feed, rule.feed), eq(feedProductRules.productId, rule.productId)));
      } else {
        await tx
          .insert(feedProductRules)
          .values({ feed: rule.feed, productId: rule.productId, listed: rule.listed })
          .onConflictDoUpdate({
            target: [feedProductRules.feed, feedProductRules.productId],
            set: { listed: rule.listed, updatedAt: sql`now()` },
          });
      }
      await this.changed(tx, staffId, 'feed.product', `${rule.feed}:${rule.productId}`, rule);
    });
    return this.settings();
  }

  async setWeight(weight: AdminFeedWeight, staffId: number): Promise<AdminFeedSettings> {
    if ((await this.services.catalog.existingProductIds([weight.productId])).length === 0) {
      throw new HttpError(400, 'invalid_input', { productId: ['invalid_id'] });
    }
    await this.db.transaction(async (tx) => {
      if (weight.weightGrams === null) {
        await tx.delete(feedProductWeights).where(eq(feedProductWeights.productId, weight.productId));
      } else {
        await tx
          .insert(feedProductWeights)
          .values({ productId: weight.productId, weightGrams: weight.weightGrams })
          .onConflictDoUpdate({
            target: feedProductWeights.productId,
            set: { weightGrams: weight.weightGrams, updatedAt: sql`now()` },
          });
      }
      await this.changed(tx, staffId, 'feed.weight', String(weight.productId), weight);
    });
    return this.settings();
  }
}
