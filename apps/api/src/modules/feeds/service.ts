import { createHash } from 'node:crypto';
import type { FeedName } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type CatalogService, catalogueVersion, publishedProducts } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import { bestPriceFormat } from './bestprice.ts';
import { googleFormat } from './google.ts';
import type { FeedContext } from './items.ts';
import type { ListingRules } from './rules.ts';
import { skroutzFormat } from './skroutz.ts';
import { type FeedFormat, writeFeed } from './writer.ts';

export interface FeedSettings {
  publicUrl: string;
  shopName: string;
  freeShippingThresholdCents: number;
}

/** What a conditional request is answered from, without writing the feed. */
export interface FeedValidators {
  etag: string;
  lastModified: Date;
}

/** `YYYY-MM-DD HH:mm` in Athens, as the Greek sites write a feed's creation time. */
function athensMinute(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Athens',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * The price-comparison feeds (decision 044): written on each request from the catalogue read model,
 * a batch of products at a time, so a feed of any size holds one batch; a conditional request is
 * answered from the catalogue's version and the feeds' settings without writing anything.
 */
export class FeedService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly categories: CategoryService,
    private readonly checkoutOptions: CheckoutOptionsService,
    private readonly settings: FeedSettings,
  ) {}

  /** The feed's listing rules, as staff set them. */
  async rules(feed: FeedName): Promise<ListingRules> {
    const [categoryRows, productRows] = await Promise.all([
      queryRows<{ category_id: number }>(
        this.db,
        sql`select category_id from feed_category_exclusions where feed = ${feed}`,
      ),
      queryRows<{ product_id: number; listed: boolean }>(
        this.db,
        sql`select product_id, listed from feed_product_rules where feed = ${feed}`,
      ),
    ]);
    const excluded = new Set<number>();
    for (const row of categoryRows) {
      for (const id of await this.categories.withDescendants(row.category_id)) excluded.add(id);
    }
    return {
      excludedCategories: excluded,
      products: new Map(productRows.map((row) => [row.product_id, row.listed])),
    };
  }

  /** The cheapest active courier and the free-shipping threshold: what each item's shipping is. */
  private async context(): Promise<FeedContext> {
    const [types, weights] = await Promise.all([
      this.checkoutOptions.shippingTypes('el'),
      queryRows<{ product_id: number; weight_grams: number }>(
        this.db,
        sql`select product_id, weight_grams from feed_product_weights`,
      ),
    ]);
    const couriers = types.filter((type) => type.kind === 'courier').sort((a, b) => a.cost - b.cost);
    const courier = couriers[0];
    return {
      publicUrl: this.settings.publicUrl,
      weights: new Map(weights.map((row) => [row.product_id, row.weight_grams])),
      courier: courier
        ? { costCents: Math.round(courier.cost * 100), freeAboveThreshold: courier.free_above_threshold }
        : null,
      freeShippingThresholdCents: this.settings.freeShippingThresholdCents,
    };
  }

  /**
   * The feed's `ETag` and `Last-Modified`: the newest committed catalogue version, the feeds'
   * settings, the shipping offer and the day (back-order dates count from it) name its content.
   */
  async validators(feed: FeedName, now = new Date()): Promise<FeedValidators> {
    const [catalogue, [state], context] = await Promise.all([
      catalogueVersion(this.db),
      queryRows<{ version: number; changed_at: Date | string }>(
        this.db,
        sql`select version, changed_at from feed_settings_state where id = 1`,
      ),
      this.context(),
    ]);
    const settingsAt = new Date(state?.changed_at ?? 0);
    const changedAt = Math.max(settingsAt.getTime(), catalogue.changedAt?.getTime() ?? 0);
    const lastModified = new Date(Math.floor(changedAt / 1000) * 1000);
    const day = now.toISOString().slice(0, 10);
    const named = JSON.stringify([
      feed,
      catalogue.version,
      state?.version,
      context.courier,
      context.freeShippingThresholdCents,
      this.settings.publicUrl,
      day,
      lastModified.getTime(),
    ]);
    const etag = `"${feed}-${createHash('sha256').update(named).digest('base64url').slice(0, 27)}"`;
    return { etag, lastModified };
  }

  private format(feed: FeedName, now: Date): FeedFormat {
    if (feed === 'skroutz') return skroutzFormat;
    if (feed === 'bestprice') return bestPriceFormat;
    return googleFormat({ title: this.settings.shopName, publicUrl: this.settings.publicUrl }, now);
  }

  /**
   * The feed's text, a batch of products a chunk. The catalogue read model answers every change
   * committed before the validators were read (`settled`), so the content is never older than them.
   */
  async *write(
    feed: FeedName,
    validators: FeedValidators,
    now = new Date(),
    batchSize = 200,
  ): AsyncGenerator<string> {
    await this.catalog.settled();
    const [rules, context] = await Promise.all([this.rules(feed), this.context()]);
    yield* writeFeed(
      this.format(feed, now),
      rules,
      context,
      athensMinute(validators.lastModified),
      publishedProducts(this.catalog, this.db, batchSize),
    );
  }
}
