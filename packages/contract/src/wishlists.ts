import { z } from 'zod';
import { productSchema } from './products.ts';

export const WISHLIST_NAME_MAX_LENGTH = 100;
/** Bounds that keep one account from filling the tables; far above what a shopper uses. */
export const MAX_WISHLISTS_PER_CUSTOMER = 50;
export const MAX_WISHLIST_ITEMS = 500;

/** Spec 000 §5: a new list's name must be non-blank after trimming. */
export function isValidWishlistName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= WISHLIST_NAME_MAX_LENGTH;
}

export const wishlistNameSchema = z
  .string('required_field')
  .trim()
  .min(1, { error: 'required_field', abort: true })
  .max(WISHLIST_NAME_MAX_LENGTH, 'too_long');

/** A list item: the product in full when it still exists (spec 000 §3: wishlistItems with product.id). */
export const wishlistItemSchema = z.object({
  id: z.number(),
  product: productSchema,
});

export const wishlistSchema = z.object({
  id: z.number(),
  nm: z.string(),
  wishlistItems: z.array(wishlistItemSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
export const wishlistListSchema = z.object({ items: z.array(wishlistSchema) });

export const wishlistTemplateSchema = z.object({ id: z.number(), nm: z.string() });
export type WishlistTemplate = z.infer<typeof wishlistTemplateSchema>;
export const wishlistTemplateListSchema = z.object({ items: z.array(wishlistTemplateSchema) });

export const insertWishlistRequestSchema = z.object({ nm: wishlistNameSchema });
export const updateWishlistRequestSchema = z.object({
  id: z.number().int().positive(),
  nm: wishlistNameSchema,
});
/** `addtowishlist` / `removefromwishlist` (spec 000 §7: pid, wid). */
export const wishlistItemRequestSchema = z.object({
  wid: z.number().int().positive(),
  pid: z.number().int().positive(),
});
export type WishlistItemRequest = z.infer<typeof wishlistItemRequestSchema>;

/** `wishlists/mergeguestlists`: a guest's lists, moved into the account that just signed in. */
export const mergeGuestWishlistsRequestSchema = z.object({
  lists: z
    .array(
      z.object({
        nm: wishlistNameSchema,
        productIds: z.array(z.number().int().positive()).max(MAX_WISHLIST_ITEMS),
      }),
    )
    .max(MAX_WISHLISTS_PER_CUSTOMER),
});
export type MergeGuestWishlistsRequest = z.infer<typeof mergeGuestWishlistsRequestSchema>;

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
