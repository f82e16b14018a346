import * as z from 'zod/mini';

/**
 * Picking and packing (decision 047): a location's picking list for a day, the lines grouped by
 * product, and packing an order by what staff picked (each line ticked or scanned by its barcode
 * or code). A wrong or missing line refuses the packing, unless staff choose a partial shipment
 * with a reason.
 */
export const PICKING_REASON_MAX_LENGTH = 200;
/** The most scans or ticks one packing carries. */
export const PICKING_MAX_PICKED = 200;

const id = z.coerce.number('invalid_value').check(z.int('invalid_value'), z.positive('invalid_value'));

export const adminPickingQuerySchema = z.object({
  location: id,
  /** The day in Athens (YYYY-MM-DD); today when absent. */
  day: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'))),
});
export type AdminPickingQuery = z.infer<typeof adminPickingQuerySchema>;

const pickingItemSchema = z.object({
  productId: z.number(),
  dimensionId: z.nullable(z.number()),
  code: z.string(),
  sizeCode: z.nullable(z.string()),
  /** What a scanner reads: the size's barcode, else the product's; null when it has none. */
  barcode: z.nullable(z.string()),
  nm: z.string(),
  size: z.nullable(z.string()),
  quantity: z.number(),
});
export type AdminPickingItem = z.infer<typeof pickingItemSchema>;

export const adminPackSchema = z.object({
  at: z.string(),
  staff: z.nullable(z.string()),
  partial: z.boolean(),
  reason: z.nullable(z.string()),
});

export const adminPickingOrderSchema = z.object({
  id: z.number(),
  uid: z.string(),
  code: z.string(),
  status: z.number().check(z.describe('OrderStatus')),
  shippingKind: z.string(),
  shipping: z.string(),
  recipient: z.string(),
  city: z.string(),
  placedAt: z.string(),
  /** What this location gives the order (its sales from here). */
  lines: z.array(pickingItemSchema),
  packed: z.nullable(adminPackSchema),
});
export type AdminPickingOrder = z.infer<typeof adminPickingOrderSchema>;

export const adminPickingListSchema = z.object({
  location: z.object({ id: z.number(), nm: z.string() }),
  day: z.string(),
  orders: z.array(adminPickingOrderSchema),
  /** The orders still to pack, their lines added up per product and size: what to take off the shelves. */
  products: z.array(z.extend(pickingItemSchema, { orders: z.array(z.string()) })),
});
export type AdminPickingList = z.infer<typeof adminPickingListSchema>;

export const adminPackOrderSchema = z.object({
  orderId: z.number().check(z.int(), z.positive()),
  locationId: z.number().check(z.int(), z.positive()),
  /** Each scan or tick: the barcode or code read and how many of it. */
  picked: z
    .array(
      z.object({
        code: z.string().check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(64, 'too_long')),
        quantity: z
          .number()
          .check(z.int('invalid_quantity'), z.gte(1, 'invalid_quantity'), z.lte(1000, 'invalid_quantity')),
      }),
    )
    .check(z.maxLength(PICKING_MAX_PICKED, 'too_many')),
  /** Ship what was picked although lines are missing: staff's explicit choice, with its reason. */
  partial: z._default(z.boolean(), false),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(PICKING_REASON_MAX_LENGTH, 'too_long'))),
});
export type AdminPackOrder = z.infer<typeof adminPackOrderSchema>;

export const adminPackResultSchema = z.object({
  orderId: z.number(),
  /** False when the order had been packed already: nothing changed. */
  packedNow: z.boolean(),
  status: z.number().check(z.describe('OrderStatus')),
  packed: adminPackSchema,
});
export type AdminPackResult = z.infer<typeof adminPackResultSchema>;
