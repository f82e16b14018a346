import { z } from 'zod';
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
export const daySchema = z
  .string()
  .regex(dayPattern, 'invalid_date')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'invalid_date');

export const ADMIN_ORDER_SORTS = ['date', 'code', 'total', 'status'] as const;

export const adminOrderQuerySchema = adminPagingQuerySchema
  .extend({
    /** OrderStatus. */
    st: z.coerce
      .number('invalid_value')
      .pipe(z.literal(Object.values(OrderStatus), 'invalid_value'))
      .optional(),
    /** Placed on or after this Athens day. */
    from: daySchema.optional(),
    /** Placed on or before this Athens day. */
    to: daySchema.optional(),
    pay: z.enum(PAYMENT_PROVIDERS, 'invalid_value').optional(),
    ship: z.enum(SHIPPING_KINDS, 'invalid_value').optional(),
    /** Part of the code, the email, the billing name or the mobile. */
    q: z.string().trim().max(100, 'too_long').optional(),
    /** One customer's orders. */
    cid: z.coerce
      .number('invalid_id')
      .int('invalid_id')
      .positive('invalid_id')
      .max(2_147_483_647, 'invalid_id')
      .optional(),
    sort: z.enum(ADMIN_ORDER_SORTS, 'invalid_value').default('date'),
    dir: z.enum(['asc', 'desc'], 'invalid_value').default('desc'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'invalid_date_range',
  });
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const adminOrderRowSchema = z.object({
  uid: z.string(),
  code: z.string(),
  dt: z.string().describe('placed at'),
  st: z.number().describe('OrderStatus'),
  eml: z.string(),
  nm: z.string().describe('billing first and last name'),
  mob: z.string(),
  amt: z.number().describe('total, euros'),
  pay: z.enum(PAYMENT_PROVIDERS),
  paynm: z.string(),
  ship: z.enum(SHIPPING_KINDS),
  shipnm: z.string(),
  cid: z.number().nullable().describe('customer id; null for a guest'),
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
  uid: z.string().trim().min(1, 'required_field').max(64),
});

export const adminOrderStatusChangeSchema = z.object({
  st: z.number(),
  from: z.number().nullable(),
  dt: z.string(),
  /** The note to the customer (their history and mail). */
  note: z.string().nullable(),
  /** The internal note, staff's only. */
  inote: z.string().nullable(),
  actor: z.enum(['customer', 'guest', 'payment', 'system', 'staff']),
  /** The staff member's email when staff moved it. */
  by: z.string().nullable(),
});

/** One order for staff: what its shopper sees, and the payment record, the history's actors, the next moves. */
export const adminOrderDetailSchema = z.object({
  ...orderDetailsSchema.shape,
  id: z.number(),
  cid: z.number().nullable(),
  lang: z.string().describe('language the order was placed in'),
  paid: z
    .object({ at: z.string(), amt: z.number().nullable(), txid: z.string().nullable() })
    .nullable()
    .describe('when the payment provider or staff confirmed the money'),
  cancelReason: z.string().nullable(),
  gift: z
    .object({
      senderName: z.string(),
      recipientName: z.string(),
      recipientEmail: z.string(),
      message: z.string(),
    })
    .nullable(),
  history: z.array(adminOrderStatusChangeSchema),
  /** The statuses the transition table allows next. */
  next: z.array(z.number()),
  /** The latest note given with InDelivery: the courier's tracking number. */
  trk: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
