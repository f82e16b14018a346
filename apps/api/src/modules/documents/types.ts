/** What a sales document is, in the shop's words; `MYDATA_TYPE_OF` gives AADE's code. */
export const DOCUMENT_KINDS = [
  'receipt',
  'invoice',
  'eu_invoice',
  'credit_receipt',
  'credit_invoice',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

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

/** Where a document stands with myDATA. */
export const TRANSMISSION_STATES = [
  /** No myDATA credentials: issued and numbered, never sent. */
  'not_configured',
  /** Waiting to be sent, or to be sent again after a technical error or a timeout. */
  'pending',
  /** myDATA gave it a MARK. */
  'transmitted',
  /** myDATA refused it (a validation error): staff must look; never retried blindly. */
  'rejected',
] as const;
export type TransmissionState = (typeof TRANSMISSION_STATES)[number];

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
  /** The buyer of a retail receipt, as the order named them (shown on the PDF, not sent). */
  buyer: { name: string; email: string };
  lines: DocumentLine[];
  payments: DocumentPayment[];
  vatAnalysis: VatAnalysisRow[];
  totals: { netCents: number; vatCents: number; grossCents: number };
}
