import { z } from 'zod';

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
  mark: z.string().nullable(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const orderDocumentListSchema = z.object({ items: z.array(orderDocumentSchema) });
export type OrderDocumentList = z.infer<typeof orderDocumentListSchema>;

/** `documents/pdf`: one document of an order, for its customer or a guest with the order's e-mail. */
export const orderDocumentRequestSchema = z.object({
  uid: z.string().trim().min(1).max(64),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  email: z.string().trim().min(1).max(254).optional(),
});
