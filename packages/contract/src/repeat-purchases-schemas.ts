import * as z from 'zod/mini';
import { REPEAT_PURCHASE_INTERVALS, REPEAT_PURCHASE_MAX_QUANTITY } from './repeat-purchases.ts';

const MAX_ID = 2_147_483_647;
const idField = z
  .number('required_field')
  .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(MAX_ID, 'invalid_id'));

/** Every 1, 2 or 3 months; anything else is `invalid_interval`. */
export const repeatIntervalSchema = z
  .number('invalid_interval')
  .check(
    z.refine((value) => (REPEAT_PURCHASE_INTERVALS as readonly number[]).includes(value), 'invalid_interval'),
  );

export const repeatQuantitySchema = z
  .number('invalid_quantity')
  .check(
    z.int('invalid_quantity'),
    z.gte(1, 'invalid_quantity'),
    z.lte(REPEAT_PURCHASE_MAX_QUANTITY, 'invalid_quantity'),
  );

/**
 * A repeat purchase: the product (`pid`, size `dimension`, 0 for none) and `qty` to come back every
 * `intv` months; `nd` the next due day (`YYYY-MM-DD`, shop time), `paused` while no reminders go out.
 * `nm`/`sz` name it in the shopper's language, `eurl` links its page and `prc` is today's unit price
 * in euros; a product no longer sold has `avail` false and no price.
 */
export const repeatPurchaseSchema = z.object({
  id: z.number(),
  pid: z.number(),
  dimension: z.number(),
  qty: z.number(),
  intv: z.number(),
  nd: z.string(),
  paused: z.boolean(),
  nm: z.string(),
  sz: z.nullable(z.string()),
  eurl: z.nullable(z.string()),
  img: z.nullable(z.string()),
  prc: z.nullable(z.number()),
  avail: z.boolean(),
});
export type RepeatPurchase = z.infer<typeof repeatPurchaseSchema>;
export const repeatPurchaseListSchema = z.object({ items: z.array(repeatPurchaseSchema) });
export type RepeatPurchaseList = z.infer<typeof repeatPurchaseListSchema>;

/** `repeatpurchases/insert`: asking again for a product and size the customer repeats already changes that repeat. */
export const insertRepeatPurchaseRequestSchema = z.object({
  pid: idField,
  dimension: z._default(
    z.number('invalid_id').check(z.int('invalid_id'), z.gte(0, 'invalid_id'), z.lte(MAX_ID, 'invalid_id')),
    0,
  ),
  qty: repeatQuantitySchema,
  intv: repeatIntervalSchema,
});
export type InsertRepeatPurchaseRequest = z.infer<typeof insertRepeatPurchaseRequestSchema>;

/** `repeatpurchases/insertfromorder`: every line of one of the customer's orders, by the order's uid. */
export const insertRepeatPurchasesFromOrderRequestSchema = z.object({
  uid: z
    .string('required_field')
    .check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(64, 'invalid_id')),
  intv: repeatIntervalSchema,
});

/** `repeatpurchases/update`: what is sent changes; the rest stays. */
export const updateRepeatPurchaseRequestSchema = z.object({
  id: idField,
  qty: z.optional(repeatQuantitySchema),
  intv: z.optional(repeatIntervalSchema),
  paused: z.optional(z.boolean('invalid_value')),
});
export type UpdateRepeatPurchaseRequest = z.infer<typeof updateRepeatPurchaseRequestSchema>;

export const skipRepeatPurchaseRequestSchema = z.object({ id: idField });

/** The token of a reminder mail's link. */
export const repeatPurchaseTokenQuerySchema = z.object({
  token: z.string('link_invalid').check(z.minLength(1, 'link_invalid'), z.maxLength(200, 'link_invalid')),
});

/** What a reminder's link puts in the cart: the lines still sold, at the quantities asked for. */
export const repeatPurchaseCartLinesSchema = z.object({
  items: z.array(z.object({ pid: z.number(), dimension: z.number(), qty: z.number() })),
});
export type RepeatPurchaseCartLines = z.infer<typeof repeatPurchaseCartLinesSchema>;
