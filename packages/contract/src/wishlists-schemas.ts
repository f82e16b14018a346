import * as z from 'zod/mini';
import { productSchema } from './products-schemas.ts';
import { MAX_WISHLIST_ITEMS, MAX_WISHLISTS_PER_CUSTOMER, WISHLIST_NAME_MAX_LENGTH } from './wishlists.ts';

export const wishlistNameSchema = z
  .string('required_field')
  .check(
    z.trim(),
    z.minLength(1, { error: 'required_field', abort: true }),
    z.maxLength(WISHLIST_NAME_MAX_LENGTH, 'too_long'),
  );

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
  id: z.number().check(z.int(), z.positive()),
  nm: wishlistNameSchema,
});
/** `addtowishlist` / `removefromwishlist` (spec 000 §7: pid, wid). */
export const wishlistItemRequestSchema = z.object({
  wid: z.number().check(z.int(), z.positive()),
  pid: z.number().check(z.int(), z.positive()),
});
export type WishlistItemRequest = z.infer<typeof wishlistItemRequestSchema>;

/** `wishlists/mergeguestlists`: a guest's lists, moved into the account that just signed in. */
export const mergeGuestWishlistsRequestSchema = z.object({
  lists: z
    .array(
      z.object({
        nm: wishlistNameSchema,
        productIds: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(MAX_WISHLIST_ITEMS)),
      }),
    )
    .check(z.maxLength(MAX_WISHLISTS_PER_CUSTOMER)),
});
export type MergeGuestWishlistsRequest = z.infer<typeof mergeGuestWishlistsRequestSchema>;
