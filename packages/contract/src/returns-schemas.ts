import * as z from 'zod/mini';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';

/**
 * A customer's return of a delivered order (decision 048) and the back office's returns inbox.
 * Amounts in euros, as elsewhere on the wire.
 */

export const RETURN_REASONS = ['changed_mind', 'damaged', 'wrong_item', 'not_as_described', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_METHODS = ['courier', 'locker', 'store'] as const;
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'in_transit',
  'received',
  'refunded',
  'rejected',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** What receiving made of a line's units: back in sellable stock, or written off with a reason. */
export const RETURN_LINE_OUTCOMES = ['restocked', 'written_off'] as const;
/** The carriers a return voucher is made with: ACS for a courier pickup, BoxNow for a locker drop-off. */
export const RETURN_CARRIERS = ['acs', 'boxnow'] as const;

const id = z.number('invalid_value').check(z.int('invalid_value'), z.positive('invalid_value'));

export const returnRequestSchema = z.object({
  /** The order's uid, as on the order page. */
  uid: z
    .string('required_field')
    .check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(64, 'too_long')),
  lines: z
    .array(
      z.object({
        /** The order line's id. */
        olid: id,
        qty: z
          .number('invalid_value')
          .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(999, 'invalid_value')),
      }),
      'required_field',
    )
    .check(z.minLength(1, 'required_field'), z.maxLength(100, 'too_many')),
  reason: z.enum(RETURN_REASONS, 'invalid_value'),
  cmt: z._default(z.string('invalid_value').check(z.trim(), z.maxLength(1000, 'too_long')), ''),
  method: z.enum(RETURN_METHODS, 'invalid_value'),
  /** Cash-on-delivery and bank-deposit orders: the account the money goes back to. */
  iban: z.optional(z.string('invalid_value').check(z.trim(), z.maxLength(42, 'too_long'))),
  /** A locker return: the BoxNow locker it is dropped at; the order's own locker when left out. */
  lck: z.optional(
    z.string('invalid_value').check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(64, 'too_long')),
  ),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const orderReturnSchema = z.object({
  id: z.number(),
  /** The order's code and uid. */
  code: z.string(),
  uid: z.string(),
  st: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  cmt: z.string(),
  method: z.enum(RETURN_METHODS),
  lines: z.array(
    z.object({
      olid: z.number(),
      nm: z.string(),
      qty: z.number(),
      /** Once received: back in stock, or written off (with staff's reason in `why`). */
      out: z.nullable(z.enum(RETURN_LINE_OUTCOMES)),
      why: z.nullable(z.string()),
    }),
  ),
  /** Staff's reason for a rejection. */
  note: z.nullable(z.string()),
  /**
   * The return voucher of a courier or locker return, once made: the carrier, its number, the
   * carrier's tracking page (null when it has none) and whether its label PDF can be fetched
   * (`returns/label?id=`).
   */
  ship: z.nullable(
    z.object({
      carrier: z.enum(RETURN_CARRIERS),
      voucher: z.string(),
      trk: z.nullable(z.string()),
      label: z.boolean(),
    }),
  ),
  /** The refund once made: money back, and points given back and taken back. */
  refund: z.nullable(
    z.object({
      amt: z.number(),
      cash: z.number(),
      gift: z.number(),
      pntBack: z.number(),
      pntTaken: z.number(),
      ded: z.number(),
      dedReason: z.nullable(z.string()),
      /** The payments module's state of the money: completed, pending, due, retry … */
      pst: z.nullable(z.string()),
      /**
       * The credit note issued for this refund (documents' key `return:<id>`), for
       * `documents/getpdf`; null until it is issued, or when the order had no sale to credit.
       */
      doc: z.nullable(z.number()),
    }),
  ),
  dt: z.string(),
  upd: z.string(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

export const orderReturnListSchema = z.object({ items: z.array(orderReturnSchema) });

export const adminReturnQuerySchema = z.extend(adminPagingQuerySchema, {
  /** An order code, an email or a customer's name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  st: z.optional(z.enum(RETURN_STATUSES, 'invalid_value')),
});
export type AdminReturnQuery = z.infer<typeof adminReturnQuerySchema>;

export const adminReturnSchema = z.extend(orderReturnSchema, {
  eml: z.string(),
  oid: z.number(),
  /** The stock location the goods went back to. */
  loc: z.nullable(z.number()),
  /** The refund the split computes now (before it is made), for staff to check or lower. */
  due: z.nullable(z.number()),
  /** Why the return voucher could not be made (the carrier's words); approving again retries it. */
  shipErr: z.nullable(z.string()),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnListSchema = z.object({
  items: z.array(adminReturnSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});

/** A staff step names the return in its body. */
export const adminReturnStepSchema = z.object({ id });

export const adminReturnRejectSchema = z.extend(adminReturnStepSchema, {
  note: z
    .string('required_field')
    .check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(500, 'too_long')),
});
export const adminReturnReceiveSchema = z.extend(adminReturnStepSchema, {
  /** The stock location the goods go back to; the shop's default returns location when left out. */
  loc: z.optional(id),
  /** Lines written off instead of restocked (damaged, opened), each with its reason; none by default. */
  writeOff: z._default(
    z
      .array(
        z.object({
          olid: id,
          reason: z
            .string('required_field')
            .check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(200, 'too_long')),
        }),
        'invalid_value',
      )
      .check(z.maxLength(100, 'too_many')),
    [],
  ),
});
export const adminReturnRefundSchema = z.extend(adminReturnStepSchema, {
  /** A lower refund than computed (a damaged return), in euros; the computed refund when left out. */
  amt: z.optional(z.number('invalid_value').check(z.gte(0, 'invalid_value'))),
  reason: z.optional(z.string('invalid_value').check(z.trim(), z.maxLength(200, 'too_long'))),
});

/**
 * Staff's step on a refunded return's money: `paid` once the bank transfer (or the refund in the
 * bank's back office) is made; `resend` for a refund the provider did not confirm, with `landed`
 * for one whose outcome is unknown, after checking at the provider.
 */
export const adminReturnMoneySchema = z.extend(adminReturnStepSchema, {
  action: z.enum(['paid', 'resend'], 'invalid_value'),
  landed: z.optional(z.boolean('invalid_value')),
});
