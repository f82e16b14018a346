import { z } from 'zod';
import { CART_ITEM_ACTIONS, CART_SYNC_MODES, GIFT_FORM_MAX_LENGTH, validateGiftForm } from './cart.ts';
import { DEFAULT_MAX_QUANTITY } from './constants.ts';
import { productSchema } from './products-schemas.ts';

/** The cart's wire forms (spec 000 §3); the cart's rules are in `cart.ts`. */

export const giftFormSchema = z
  .object({
    gfnm: z.string().max(GIFT_FORM_MAX_LENGTH.gfnm),
    gffnm: z.string().max(GIFT_FORM_MAX_LENGTH.gffnm),
    gfremail: z.string().max(GIFT_FORM_MAX_LENGTH.gfremail),
    gfmsg: z.string().max(GIFT_FORM_MAX_LENGTH.gfmsg),
  })
  .superRefine((form, context) => {
    for (const [field, code] of Object.entries(validateGiftForm(form))) {
      context.addIssue({ code: 'custom', path: [field], message: code });
    }
  })
  .transform((form) => ({
    gfnm: form.gfnm.trim(),
    gffnm: form.gffnm.trim(),
    gfremail: form.gfremail.trim(),
    gfmsg: form.gfmsg.trim(),
  }));

// --- Wire forms (spec 000 §3) ---------------------------------------------------------------

const productIdSchema = z.number().int().positive();
const dimensionIdSchema = z.number().int().min(0).default(0);

/** `UpdateCartPerItem`: one line of the signed-in cart changes. */
export const updateCartPerItemRequestSchema = z.object({
  pid: productIdSchema,
  dimension: dimensionIdSchema,
  /** For `add` the quantity to add; for `set` the new quantity (0 removes); ignored for `remove`. */
  quantity: z.number().int().min(0).max(DEFAULT_MAX_QUANTITY),
  bundleProductExist: z.boolean().default(false),
  action: z.enum(CART_ITEM_ACTIONS),
  /** The gift-card recipient form, saved with the line. */
  gift: giftFormSchema.optional(),
});
export type UpdateCartPerItemRequest = z.input<typeof updateCartPerItemRequestSchema>;

/** `updateCustomerCart`: the whole cart at once, merged into the server's (sign-in) or replacing it (sync). */
export const customerCartLineSchema = z.object({
  pid: productIdSchema,
  pdid: dimensionIdSchema,
  qty: z.number().int().min(1).max(DEFAULT_MAX_QUANTITY),
  bundleProductExist: z.boolean().default(false),
  gift: giftFormSchema.optional(),
});
export const updateCustomerCartRequestSchema = z.object({
  items: z.array(customerCartLineSchema).max(200),
  mode: z.enum(CART_SYNC_MODES).default('replace'),
});
export type UpdateCustomerCartRequest = z.input<typeof updateCustomerCartRequestSchema>;

/** `refreshCartItems`: lines in the line-update form; without them, the signed-in cart. */
export const cartLineUpdateSchema = z.object({
  productId: productIdSchema,
  dimensionId: dimensionIdSchema,
  quantity: z.number().int().min(1).max(DEFAULT_MAX_QUANTITY),
});
export const refreshCartItemsRequestSchema = z.object({
  items: z.array(cartLineUpdateSchema).max(200).optional(),
});
export type RefreshCartItemsRequest = z.input<typeof refreshCartItemsRequestSchema>;

/** A displayed cart line (spec 000 §3): the line, the stock available now and the product. */
export const cartItemSchema = z.object({
  productId: z.number(),
  dimensionId: z.number(),
  quantity: z.number(),
  /** Currently available stock of the product or its dimension. */
  maxQuantity: z.number(),
  /** The most one line may hold (OrderMaxQuantity, else 999). */
  orderMaxQuantity: z.number(),
  bundleProductExist: z.boolean(),
  problem: z.enum(['partial_stock', 'available_in_days']).nullable(),
  gift: z.object({ gfnm: z.string(), gffnm: z.string(), gfremail: z.string(), gfmsg: z.string() }).nullable(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  /** Guest lines left out on merge because a gift card cannot share the cart with other products. */
  rejected: z.array(z.object({ productId: z.number(), dimensionId: z.number(), quantity: z.number() })),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
