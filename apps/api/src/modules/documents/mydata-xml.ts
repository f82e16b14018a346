import { escapeXml } from '../tax-registry/index.ts';
import { type DocumentContent, type DocumentLine, MYDATA_TYPE_OF } from './types.ts';

/** A numbered document as myDATA receives it. */
export interface TransmittableDocument {
  content: DocumentContent;
  /** The series with its year (`R-2026`). */
  series: string;
  number: number;
  /** The issue date in Athens, `YYYY-MM-DD`. */
  issueDate: string;
  /** The shop's ΑΦΜ (`PHARMACY_VAT_NUMBER`). */
  issuerVatNumber: string;
  /** The MARK of the document a credit note credits; null when there is none (yet). */
  correlatedMark: string | null;
}

const INVOICE_NS = 'http://www.aade.gr/myDATA/invoice/v1.0';
const INCOME_NS = 'https://www.aade.gr/myDATA/incomeClassificaton/v1.0';

/** myDATA's line kind for a gift card sold: "Δωροεπιταγή". */
const VOUCHER_REC_TYPE = 6;
/** myDATA's measurement unit "pieces". */
const PIECES = 1;

/** Cents as myDATA's decimal with two places. */
function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

function party(tag: 'issuer' | 'counterpart', vatNumber: string, country: string, extra: string): string {
  return `<${tag}>${element('vatNumber', vatNumber)}${element('country', country)}${element('branch', 0)}${extra}</${tag}>`;
}

function counterpartOf(content: DocumentContent): string {
  const counterpart = content.counterpart;
  if (!counterpart) return '';
  const { address } = counterpart;
  const addressXml = `<address>${address.street ? element('street', address.street) : ''}${element('postalCode', address.postalCode)}${element('city', address.city)}</address>`;
  // myDATA takes a Greek counterpart's name from its own registry and refuses one sent.
  const name = counterpart.country === 'GR' ? '' : element('name', counterpart.name);
  return party('counterpart', counterpart.vatNumber, counterpart.country, `${name}${addressXml}`);
}

function classification(tag: string, type: string, category: string, cents: number): string {
  return `<${tag}><icls:classificationType>${type}</icls:classificationType><icls:classificationCategory>${category}</icls:classificationCategory><icls:amount>${amount(cents)}</icls:amount></${tag}>`;
}

function detail(line: DocumentLine): string {
  const parts = [
    element('lineNumber', line.lineNumber),
    line.type === 'voucher' ? element('recType', VOUCHER_REC_TYPE) : '',
    element('itemDescr', line.description.slice(0, 300)),
    element('quantity', line.quantity),
    element('measurementUnit', PIECES),
    element('netValue', amount(line.netCents)),
    element('vatCategory', line.vatCategory),
    element('vatAmount', amount(line.vatCents)),
    line.vatExemption === null ? '' : element('vatExemptionCategory', line.vatExemption),
    line.classification
      ? classification(
          'incomeClassification',
          line.classification.type,
          line.classification.category,
          line.netCents,
        )
      : '',
  ];
  return `<invoiceDetails>${parts.join('')}</invoiceDetails>`;
}

function summary(content: DocumentContent): string {
  const byPair = new Map<string, { type: string; category: string; cents: number }>();
  for (const line of content.lines) {
    if (!line.classification) continue;
    const key = `${line.classification.type}/${line.classification.category}`;
    const entry = byPair.get(key) ?? { ...line.classification, cents: 0 };
    entry.cents += line.netCents;
    byPair.set(key, entry);
  }
  const zero = amount(0);
  return `<invoiceSummary>${[
    element('totalNetValue', amount(content.totals.netCents)),
    element('totalVatAmount', amount(content.totals.vatCents)),
    element('totalWithheldAmount', zero),
    element('totalFeesAmount', zero),
    element('totalStampDutyAmount', zero),
    element('totalOtherTaxesAmount', zero),
    element('totalDeductionsAmount', zero),
    element('totalGrossValue', amount(content.totals.grossCents)),
    ...[...byPair.values()].map((entry) =>
      classification('incomeClassification', entry.type, entry.category, entry.cents),
    ),
  ].join('')}</invoiceSummary>`;
}

function invoice(document: TransmittableDocument): string {
  const { content } = document;
  const header = [
    element('series', document.series),
    element('aa', document.number),
    element('issueDate', document.issueDate),
    element('invoiceType', MYDATA_TYPE_OF[content.kind]),
    element('currency', 'EUR'),
    document.correlatedMark === null ? '' : element('correlatedInvoices', document.correlatedMark),
  ].join('');
  const payments = content.payments
    .map(
      (payment) =>
        `<paymentMethodDetails>${element('type', payment.type)}${element('amount', amount(payment.amountCents))}${
          payment.info === null ? '' : element('paymentMethodInfo', payment.info)
        }</paymentMethodDetails>`,
    )
    .join('');
  return `<invoice>${party('issuer', document.issuerVatNumber, 'GR', '')}${counterpartOf(content)}<invoiceHeader>${header}</invoiceHeader>${
    payments ? `<paymentMethods>${payments}</paymentMethods>` : ''
  }${content.lines.map(detail).join('')}${summary(content)}</invoice>`;
}

/** The `InvoicesDoc` body of `SendInvoices` for one or more documents. */
export function invoicesDoc(documents: readonly TransmittableDocument[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<InvoicesDoc xmlns="${INVOICE_NS}" xmlns:icls="${INCOME_NS}">${documents
    .map(invoice)
    .join('')}</InvoicesDoc>`;
}
