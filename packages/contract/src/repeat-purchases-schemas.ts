import { z } from 'zod';
import { REPEAT_PURCHASE_INTERVALS, REPEAT_PURCHASE_MAX_QUANTITY } from './repeat-purchases.ts';

const MAX_ID = 2_147_483_647;
const idField = z.number('required_field').int('invalid_id').positive('invalid_id').max(MAX_ID, 'invalid_id');

/** Every 1, 2 or 3 months; anything else is `invalid_interval`. */
export const repeatIntervalSchema = z
  .number('invalid_interval')
  .refine((value) => (REPEAT_PURCHASE_INTERVALS as readonly number[]).includes(value), 'invalid_interval');

export const repeatQuantitySchema = z
  .number('invalid_quantity')
  .int('invalid_quantity')
  .min(1, 'invalid_quantity')
  .max(REPEAT_PURCHASE_MAX_QUANTITY, 'invalid_quantity');

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
  sz: z.string().nullable(),
  eurl: z.string().nullable(),
  img: z.string().nullable(),
  prc: z.number().nullable(),
  avail: z.boolean(),
});
export type RepeatPurchase = z.infer<typeof repeatPurchaseSchema>;
export const repeatPurchaseListSchema = z.object({ items: z.array(repeatPurchaseSchema) });
export type RepeatPurchaseList = z.infer<typeof repeatPurchaseListSchema>;

/** `repeatpurchases/insert`: asking again for a product and size the customer repeats already changes that repeat. */
export const insertRepeatPurchaseRequestSchema = z.object({
  pid: idField,
  dimension: z
    .number('invalid_id')
    .int('invalid_id')
    .min(0, 'invalid_id')
    .max(MAX_ID, 'invalid_id')
    .default(0),
  qty: repeatQuantitySchema,
  intv: repeatIntervalSchema,
});
export type InsertRepeatPurchaseRequest = z.infer<typeof insertRepeatPurchaseRequestSchema>;

/** `repeatpurchases/insertfromorder`: every line of one of the customer's orders, by the order's uid. */
export const insertRepeatPurchasesFromOrderRequestSchema = z.object({
  uid: z.string('required_field').trim().min(1, 'required_field').max(64, 'invalid_id'),
  intv: repeatIntervalSchema,
});

/** `repeatpurchases/update`: what is sent changes; the rest stays. */
export const updateRepeatPurchaseRequestSchema = z.object({
  id: idField,
  qty: repeatQuantitySchema.optional(),
  intv: repeatIntervalSchema.optional(),
  paused: z.boolean('invalid_value').optional(),
});
export type UpdateRepeatPurchaseRequest = z.infer<typeof updateRepeatPurchaseRequestSchema>;

export const skipRepeatPurchaseRequestSchema = z.object({ id: idField });

/** The token of a reminder mail's link. */
export const repeatPurchaseTokenQuerySchema = z.object({
  token: z.string('link_invalid').min(1, 'link_invalid').max(200, 'link_invalid'),
});

/** What a reminder's link puts in the cart: the lines still sold, at the quantities asked for. */
export const repeatPurchaseCartLinesSchema = z.object({
  items: z.array(z.object({ pid: z.number(), dimension: z.number(), qty: z.number() })),
});
export type RepeatPurchaseCartLines = z.infer<typeof repeatPurchaseCartLinesSchema>;
