import * as z from 'zod/mini';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';
import { OrderStatus } from './enums.ts';
import { PAYMENT_PROVIDERS, SHIPPING_KINDS } from './orders.ts';
import { orderDetailsSchema } from './orders-schemas.ts';

/**
 * What the back office reads of orders (`/admin/orders/*`): a paged, filtered, sorted list and one
 * order with what only staff see (who moved it, the payment record). Money in euros, times ISO
 * 8601 UTC, days (`from`, `to`) Athens calendar days.
 */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day `YYYY-MM-DD` (not 2026-13-01 nor 2026-02-30). */
export const daySchema = z.string().check(
  z.regex(dayPattern, 'invalid_date'),
  z.refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'invalid_date'),
);

export const ADMIN_ORDER_SORTS = ['date', 'code', 'total', 'status'] as const;

export const adminOrderQuerySchema = z
  .extend(adminPagingQuerySchema, {
    /** OrderStatus. */
    st: z.optional(
      z.pipe(z.coerce.number('invalid_value'), z.literal(Object.values(OrderStatus), 'invalid_value')),
    ),
    /** Placed on or after this Athens day. */
    from: z.optional(daySchema),
    /** Placed on or before this Athens day. */
    to: z.optional(daySchema),
    pay: z.optional(z.enum(PAYMENT_PROVIDERS, 'invalid_value')),
    ship: z.optional(z.enum(SHIPPING_KINDS, 'invalid_value')),
    /** Part of the code, the email, the billing name or the mobile. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
    /** One customer's orders. */
    cid: z.optional(
      z.coerce
        .number('invalid_id')
        .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647, 'invalid_id')),
    ),
    sort: z._default(z.enum(ADMIN_ORDER_SORTS, 'invalid_value'), 'date'),
    dir: z._default(z.enum(['asc', 'desc'], 'invalid_value'), 'desc'),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      path: ['to'],
      error: 'invalid_date_range',
    }),
  );
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const adminOrderRowSchema = z.object({
  uid: z.string(),
  code: z.string(),
  dt: z.string().check(z.describe('placed at')),
  st: z.number().check(z.describe('OrderStatus')),
  eml: z.string(),
  nm: z.string().check(z.describe('billing first and last name')),
  mob: z.string(),
  amt: z.number().check(z.describe('total, euros')),
  pay: z.enum(PAYMENT_PROVIDERS),
  paynm: z.string(),
  ship: z.enum(SHIPPING_KINDS),
  shipnm: z.string(),
  cid: z.nullable(z.number()).check(z.describe('customer id; null for a guest')),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  items: z.array(adminOrderRowSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderQueryByUidSchema = z.object({
  uid: z.string().check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(64)),
});

export const adminOrderStatusChangeSchema = z.object({
  st: z.number(),
  from: z.nullable(z.number()),
  dt: z.string(),
  /** The note to the customer (their history and mail). */
  note: z.nullable(z.string()),
  /** The internal note, staff's only. */
  inote: z.nullable(z.string()),
  actor: z.enum(['customer', 'guest', 'payment', 'system', 'staff']),
  /** The staff member's email when staff moved it. */
  by: z.nullable(z.string()),
});

/** One order for staff: what its shopper sees, and the payment record, the history's actors, the next moves. */
export const adminOrderDetailSchema = z.object({
  ...orderDetailsSchema.shape,
  id: z.number(),
  cid: z.nullable(z.number()),
  lang: z.string().check(z.describe('language the order was placed in')),
  paid: z
    .nullable(z.object({ at: z.string(), amt: z.nullable(z.number()), txid: z.nullable(z.string()) }))
    .check(z.describe('when the payment provider or staff confirmed the money')),
  cancelReason: z.nullable(z.string()),
  gift: z.nullable(
    z.object({
      senderName: z.string(),
      recipientName: z.string(),
      recipientEmail: z.string(),
      message: z.string(),
    }),
  ),
  history: z.array(adminOrderStatusChangeSchema),
  /** The statuses the transition table allows next. */
  next: z.array(z.number()),
  /** The latest note given with InDelivery: the courier's tracking number. */
  trk: z.nullable(z.string()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
