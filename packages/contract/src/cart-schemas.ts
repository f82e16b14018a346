import * as z from 'zod/mini';
import { CART_ITEM_ACTIONS, CART_SYNC_MODES, GIFT_FORM_MAX_LENGTH, validateGiftForm } from './cart.ts';
import { DEFAULT_MAX_QUANTITY } from './constants.ts';
import { productSchema } from './products-schemas.ts';

/** The cart's wire forms (spec 000 §3); the cart's rules are in `cart.ts`. */

export const giftFormSchema = z.pipe(
  z
    .object({
      gfnm: z.string().check(z.maxLength(GIFT_FORM_MAX_LENGTH.gfnm)),
      gffnm: z.string().check(z.maxLength(GIFT_FORM_MAX_LENGTH.gffnm)),
      gfremail: z.string().check(z.maxLength(GIFT_FORM_MAX_LENGTH.gfremail)),
      gfmsg: z.string().check(z.maxLength(GIFT_FORM_MAX_LENGTH.gfmsg)),
    })
    .check(
      z.superRefine((form, context) => {
        for (const [field, code] of Object.entries(validateGiftForm(form))) {
          context.addIssue({ code: 'custom', path: [field], message: code });
        }
      }),
    ),
  z.transform((form) => ({
    gfnm: form.gfnm.trim(),
    gffnm: form.gffnm.trim(),
    gfremail: form.gfremail.trim(),
    gfmsg: form.gfmsg.trim(),
  })),
);

// --- Wire forms (spec 000 §3) ---------------------------------------------------------------

const productIdSchema = z.number().check(z.int(), z.positive());
const dimensionIdSchema = z._default(z.number().check(z.int(), z.gte(0)), 0);

/** `UpdateCartPerItem`: one line of the signed-in cart changes. */
export const updateCartPerItemRequestSchema = z.object({
  pid: productIdSchema,
  dimension: dimensionIdSchema,
  /** For `add` the quantity to add; for `set` the new quantity (0 removes); ignored for `remove`. */
  quantity: z.number().check(z.int(), z.gte(0), z.lte(DEFAULT_MAX_QUANTITY)),
  bundleProductExist: z._default(z.boolean(), false),
  action: z.enum(CART_ITEM_ACTIONS),
  /** The gift-card recipient form, saved with the line. */
  gift: z.optional(giftFormSchema),
});
export type UpdateCartPerItemRequest = z.input<typeof updateCartPerItemRequestSchema>;

/** `updateCustomerCart`: the whole cart at once, merged into the server's (sign-in) or replacing it (sync). */
export const customerCartLineSchema = z.object({
  pid: productIdSchema,
  pdid: dimensionIdSchema,
  qty: z.number().check(z.int(), z.gte(1), z.lte(DEFAULT_MAX_QUANTITY)),
  bundleProductExist: z._default(z.boolean(), false),
  gift: z.optional(giftFormSchema),
});
export const updateCustomerCartRequestSchema = z.object({
  items: z.array(customerCartLineSchema).check(z.maxLength(200)),
  mode: z._default(z.enum(CART_SYNC_MODES), 'replace'),
});
export type UpdateCustomerCartRequest = z.input<typeof updateCustomerCartRequestSchema>;

/** `refreshCartItems`: lines in the line-update form; without them, the signed-in cart. */
export const cartLineUpdateSchema = z.object({
  productId: productIdSchema,
  dimensionId: dimensionIdSchema,
  quantity: z.number().check(z.int(), z.gte(1), z.lte(DEFAULT_MAX_QUANTITY)),
});
export const refreshCartItemsRequestSchema = z.object({
  items: z.optional(z.array(cartLineUpdateSchema).check(z.maxLength(200))),
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
  problem: z.nullable(z.enum(['partial_stock', 'available_in_days'])),
  gift: z.nullable(
    z.object({ gfnm: z.string(), gffnm: z.string(), gfremail: z.string(), gfmsg: z.string() }),
  ),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  /** Guest lines left out on merge because a gift card cannot share the cart with other products. */
  rejected: z.array(z.object({ productId: z.number(), dimensionId: z.number(), quantity: z.number() })),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
