import type { DocumentKind } from '../../db/schema/documents.ts';

export type {
  DocumentContent,
  DocumentCounterpart,
  DocumentKind,
  DocumentLine,
  DocumentPayment,
  TransmissionState,
  VatAnalysisRow,
} from '../../db/schema/documents.ts';

/** myDATA's invoice types the shop issues (decision 043). */
export const MYDATA_TYPE_OF: Readonly<Record<DocumentKind, string>> = {
  receipt: '11.1',
  invoice: '1.1',
  eu_invoice: '1.2',
  credit_receipt: '11.4',
  credit_invoice: '5.1',
};

/** The series of each kind; the year is added when the document is numbered (`R-2026`). */
export const SERIES_OF: Readonly<Record<DocumentKind, string>> = {
  receipt: 'R',
  invoice: 'I',
  eu_invoice: 'E',
  credit_receipt: 'CR',
  credit_invoice: 'CI',
};

export const CREDIT_KIND_OF: Readonly<Record<'receipt' | 'invoice' | 'eu_invoice', DocumentKind>> = {
  receipt: 'credit_receipt',
  invoice: 'credit_invoice',
  eu_invoice: 'credit_invoice',
};
