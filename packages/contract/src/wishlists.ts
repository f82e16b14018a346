export const WISHLIST_NAME_MAX_LENGTH = 100;
/** Bounds that keep one account from filling the tables; far above what a shopper uses. */
export const MAX_WISHLISTS_PER_CUSTOMER = 50;
export const MAX_WISHLIST_ITEMS = 500;

/** Spec 000 §5: a new list's name must be non-blank after trimming. */
export function isValidWishlistName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= WISHLIST_NAME_MAX_LENGTH;
}

/** Names of lists are the same list when they differ only in case or surrounding space. */
export function wishlistNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('el');
}

/** A guest's list in local storage: a random id, a name and product ids (spec 000 §3). */
export interface GuestWishlist {
  id: string;
  nm: string;
  productIds: number[];
}

/** Adds the product to the list when absent, removes it when present (spec 000 §4). */
export function toggleWishlistProduct(productIds: readonly number[], productId: number): number[] {
  return productIds.includes(productId)
    ? productIds.filter((id) => id !== productId)
    : [...productIds, productId];
}

/** How many lists hold the product, for the dialog's count (spec 000 §4). */
export function listsHoldingProduct(
  lists: readonly { productIds: readonly number[] }[],
  productId: number,
): number {
  return lists.filter((list) => list.productIds.includes(productId)).length;
}
