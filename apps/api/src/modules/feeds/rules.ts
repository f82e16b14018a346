import { ProductType } from '@shop/contract';
import type { PublishedProduct } from '../catalog/index.ts';

/** What one feed lists: categories left out (with every category below them) and products' own choices. */
export interface ListingRules {
  excludedCategories: ReadonlySet<number>;
  products: ReadonlyMap<number, boolean>;
}

/**
 * Whether a feed lists a product: a product's own rule first, then its categories: one left out
 * (medicines, which the sites refuse) leaves the product out. Gift cards are never listed: the
 * sites compare goods, and a gift card is a voucher.
 */
export function isListed(rules: ListingRules, product: PublishedProduct): boolean {
  if (product.dto.ptype === ProductType.GiftCard) return false;
  const own = rules.products.get(product.dto.id);
  if (own !== undefined) return own;
  return !product.categoryIds.some((id) => rules.excludedCategories.has(id));
}
