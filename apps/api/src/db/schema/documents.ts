import type { DocumentTransmissionState, SalesDocumentKind } from '@shop/contract';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** What a sales document is, in the shop's words; `MYDATA_TYPE_OF` (documents module) gives AADE's code. */
export type DocumentKind = SalesDocumentKind;

/**
 * Where a document stands with myDATA: `not_configured` (no credentials: issued and numbered,
 * never sent), `pending` (to be sent, or sent again after a technical error or a timeout),
 * `transmitted` (it has a MARK), `rejected` (a validation error: staff must look; never retried blindly).
 */
export type TransmissionState = DocumentTransmissionState;

/** A line as a fiscal document carries it: amounts in cents, VAT inside `grossCents`. */
export interface DocumentLine {
  lineNumber: number;
  /** What the line is: goods, a gift card sold (a voucher, not revenue), shipping or the COD fee. */
  type: 'goods' | 'voucher' | 'shipping' | 'payment_fee';
  description: string;
  quantity: number;
  /** The line's amount after promotions, coupons and its share of loyalty points. */
  grossCents: number;
  netCents: number;
  vatCents: number;
  vatRate: number;
  /** myDATA's VAT category (1 = 24 %, 2 = 13 %, 3 = 6 %, 7 = 0 %, 8 = outside VAT). */
  vatCategory: number;
  /** myDATA's VAT exemption category where the rate is 0 %. */
  vatExemption: number | null;
  /** The income classification of the line; null for a voucher line (not revenue). */
  classification: { type: string; category: string } | null;
  /**
   * On a credit note for part of a sale: the sale's line it credits and the share of that line's
   * amount its quantity stands for (more than `grossCents` when the amount was lowered). A credit
   * note for the whole sale copies the sale's lines and has none.
   */
  credits?: { lineNumber: number; shareCents: number };
}

/** One way the document was paid, in myDATA's payment types. */
export interface DocumentPayment {
  /** 1 business account, 3 cash, 5 on credit, 6 web banking, 7 POS / e-POS, 8 IRIS. */
  type: number;
  amountCents: number;
  /** Free text myDATA keeps with it (a gift card's code). */
  info: string | null;
}

/** A VAT rate's totals on a document: what the accountant asks for. */
export interface VatAnalysisRow {
  vatRate: number;
  vatCategory: number;
  netCents: number;
  vatCents: number;
}

/** The document's counterpart: the invoiced business (none on a retail receipt). */
export interface DocumentCounterpart {
  vatNumber: string;
  /** ISO 3166-1 alpha-2, as myDATA wants it (Greece is `GR`). */
  country: string;
  name: string;
  taxOffice: string;
  activity: string;
  address: { street: string; postalCode: string; city: string };
}

/** Everything a document says, fixed once issued; numbering and transmission are kept beside it. */
export interface DocumentContent {
  kind: DocumentKind;
  counterpart: DocumentCounterpart | null;
  /** The order it was issued for, as the buyer knows it (`2026-000042`). */
  orderCode: string;
  /** The buyer of a retail receipt, as the order named them (shown on the PDF, not sent). */
  buyer: { name: string; email: string };
  lines: DocumentLine[];
  payments: DocumentPayment[];
  vatAnalysis: VatAnalysisRow[];
  totals: { netCents: number; vatCents: number; grossCents: number };
}

/**
 * The last number given out per series and year. The issuing transaction increments its row, so
 * the row stays locked until that transaction ends: numbers are taken one at a time, and a
 * rolled-back issuing gives its number back (decision 043).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/** An AADE error as myDATA answered it. */
export interface TransmissionError {
  code: string;
  message: string;
}

/**
 * A sales document: receipt, invoice or credit note. What it says (`content`, number, date) never
 * changes once written; only its transmission to myDATA moves on.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** The event it was issued for (`order:<id>:sale`, `order:<id>:credit`): one document per event. */
    sourceKey: text('source_key').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** myDATA's invoice type (`11.1`, `1.1`, `1.2`, `11.4`, `5.1`). */
    invoiceType: text('invoice_type').notNull(),
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The issue date in Athens (`YYYY-MM-DD`), as myDATA and the PDF show it. */
    issueDate: text('issue_date').notNull(),
    /** The language of the buyer's copy (the order's). */
    language: text('language').notNull(),
    /** The document a credit note credits. */
    creditsDocumentId: integer('credits_document_id').references((): AnyPgColumn => documents.id),
    content: jsonb('content').$type<DocumentContent>().notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    transmission: text('transmission').$type<TransmissionState>().notNull(),
    /** Tries at sending it so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the last try started; a pending document untried for a day has lost its job and is enqueued again. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** A try in progress holds the document until then, so two jobs never send it at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** AADE's errors of the last refused or failed try. */
    lastErrors: jsonb('last_errors').$type<TransmissionError[]>().notNull().default([]),
    /**
     * The highest MARK the shop held when this document was first sent: after a timeout, myDATA is
     * asked for the issuer's documents above it before the document is sent again.
     */
    lookupFromMark: text('lookup_from_mark'),
    mark: text('mark'),
    uid: text('uid'),
    qrUrl: text('qr_url'),
    transmittedAt: timestamp('transmitted_at', { withTimezone: true }),
  },
  (table) => [
    unique('documents_number_unique').on(table.series, table.year, table.number),
    index('documents_order_idx').on(table.orderId),
    index('documents_issued_idx').on(table.issuedAt),
    index('documents_transmission_idx').on(table.transmission),
  ],
);

export type DocumentRecord = typeof documents.$inferSelect;
