import type { PublishedProduct } from '../catalog/index.ts';
import { type FeedContext, type FeedItem, feedItems } from './items.ts';
import { isListed, type ListingRules } from './rules.ts';

/** A site's layout: the document's start and end, and the elements of one product's lines. */
export interface FeedFormat {
  head(createdAt: string): string;
  tail: string;
  product(items: readonly FeedItem[]): string;
}

/**
 * A feed's text, one chunk per batch of products: whatever the catalogue's size, what is held is
 * the batch being written (the stream's consumer pulls the next chunk when it wants it).
 */
export async function* writeFeed(
  format: FeedFormat,
  rules: ListingRules,
  context: FeedContext,
  createdAt: string,
  batches: AsyncIterable<PublishedProduct[]>,
): AsyncGenerator<string> {
  yield format.head(createdAt);
  for await (const batch of batches) {
    const chunk = batch
      .filter((product) => isListed(rules, product))
      .map((product) => format.product(feedItems(product, context)))
      .join('');
    if (chunk) yield chunk;
  }
  yield format.tail;
}
