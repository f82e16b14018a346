import * as z from 'zod/mini';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';
import { daySchema } from './admin-orders-schemas.ts';

/** Kinds of sales documents (decision 043): the myDATA types 11.1, 1.1, 1.2, 11.4 and 5.1. */
export const SALES_DOCUMENT_KINDS = [
  'receipt',
  'invoice',
  'eu_invoice',
  'credit_receipt',
  'credit_invoice',
] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];

/** Where a document stands with AADE's myDATA. */
export const DOCUMENT_TRANSMISSION_STATES = ['not_configured', 'pending', 'transmitted', 'rejected'] as const;
export type DocumentTransmissionState = (typeof DOCUMENT_TRANSMISSION_STATES)[number];

/** A sales document of an order, as its buyer sees it (`documents/getbyorder`). */
export const orderDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(SALES_DOCUMENT_KINDS),
  /** The title in the language asked for ("Απόδειξη Λιανικής Πώλησης"). */
  ttl: z.string(),
  /** Series and number as printed (`R-2026 12`). */
  no: z.string(),
  /** Issue date, `YYYY-MM-DD` (Athens). */
  dt: z.string(),
  /** myDATA's MARK once transmitted. */
  mark: z.nullable(z.string()),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const orderDocumentListSchema = z.object({ items: z.array(orderDocumentSchema) });
export type OrderDocumentList = z.infer<typeof orderDocumentListSchema>;

/** `documents/pdf`: one document of an order, for its customer or a guest with the order's e-mail. */
export const orderDocumentRequestSchema = z.object({
  uid: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
});

// ---- Back office (`/admin/documents/*`) ----

const inOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const rangeError = () => ({ path: ['to'], error: 'invalid_date_range' });

/** `admin/documents/getall`: documents by kind, series, issue days (Athens) and transmission, newest first. */
export const adminDocumentQuerySchema = z
  .extend(adminPagingQuerySchema, {
    kind: z.optional(z.enum(SALES_DOCUMENT_KINDS, 'invalid_value')),
    /** The series without its year (`R`, `I`, `E`, `CR`, `CI`). */
    series: z.optional(z.string().check(z.trim(), z.regex(/^[A-Z]{1,4}$/, 'invalid_value'))),
    from: z.optional(daySchema),
    to: z.optional(daySchema),
    st: z.optional(z.enum(DOCUMENT_TRANSMISSION_STATES, 'invalid_value')),
  })
  .check(z.refine(inOrder, rangeError()));
export type AdminDocumentQuery = z.infer<typeof adminDocumentQuerySchema>;

export const adminDocumentRowSchema = z.object({
  id: z.number(),
  kind: z.enum(SALES_DOCUMENT_KINDS),
  ttl: z.string(),
  /** myDATA's type (`11.1`, `1.1`, `1.2`, `11.4`, `5.1`). */
  type: z.string(),
  no: z.string(),
  dt: z.string().check(z.describe('issue date, Athens')),
  /** The order's code. */
  code: z.string(),
  net: z.number(),
  vat: z.number(),
  amt: z.number(),
  st: z.enum(DOCUMENT_TRANSMISSION_STATES),
  mark: z.nullable(z.string()),
  /** Tries at sending it so far. */
  att: z.number(),
  /** AADE's errors of the last refused or failed try. */
  errs: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type AdminDocumentRow = z.infer<typeof adminDocumentRowSchema>;

export const adminDocumentListSchema = z.object({
  items: z.array(adminDocumentRowSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
  /** Whether myDATA credentials are set; without them documents are "not transmitted (not configured)". */
  configured: z.boolean(),
});
export type AdminDocumentList = z.infer<typeof adminDocumentListSchema>;

/** A period of issue days (Athens), both ends included: totals and exports. */
export const adminDocumentPeriodSchema = z
  .object({ from: daySchema, to: daySchema })
  .check(z.refine(inOrder, rangeError()));
export type AdminDocumentPeriod = z.infer<typeof adminDocumentPeriodSchema>;

/** The period's totals per VAT category and rate, credit notes subtracted: what the accountant asks for. */
export const adminDocumentTotalsSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      /** myDATA's VAT category (8: outside VAT, a gift card sold). */
      cat: z.number(),
      rate: z.number(),
      net: z.number(),
      vat: z.number(),
    }),
  ),
  net: z.number(),
  vat: z.number(),
  amt: z.number(),
  /** Documents in the period, credit notes included. */
  docs: z.number(),
});
export type AdminDocumentTotals = z.infer<typeof adminDocumentTotalsSchema>;

export const adminDocumentIdSchema = z.object({
  id: z.coerce
    .number('invalid_id')
    .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647, 'invalid_id')),
});
