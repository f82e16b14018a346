import { createRequire } from 'node:module';
import { formatEuros, type Language, type PharmacyDetails } from '@shop/contract';
import QRCode from 'qrcode';
import type { DocumentRecord } from '../../db/schema/documents.ts';
import { loadPdfkit } from '../../lib/pdfkit.ts';
import { seriesLabel } from './numbering.ts';
import { DOCUMENT_TEXTS, type DocumentTexts } from './pdf-texts.ts';
import type { DocumentLine } from './types.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans covers Latin and Greek; embedded (subset) in every PDF, so any reader shows it. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface DocumentPdfInput {
  document: DocumentRecord;
  /** The shop's legal details (`PHARMACY_*`). */
  issuer: PharmacyDetails;
  /** What a credit note credits. */
  credits: DocumentRecord | null;
  language: Language;
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const euros = (cents: number, language: Language) => formatEuros(cents / 100, language);

/** The document's number as people read it: `R-2026 12`. */
export const documentNumber = (document: Pick<DocumentRecord, 'series' | 'year' | 'number'>) =>
  `${seriesLabel(document.series, document.year)} ${document.number}`;

/**
 * A sales document as a PDF (A4), in the buyer's language: the shop's legal details, the buyer,
 * the lines, the VAT analysis, the totals and payments, and the MARK, UID and QR code once myDATA
 * gave them, or that the transmission is pending. Rendered by pdfkit with an embedded font.
 */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const { document, language } = input;
  const texts = DOCUMENT_TEXTS[language];
  const PDFDocument = await loadPdfkit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${texts.title[document.kind]} ${documentNumber(document)}`,
      Author: input.issuer.legalName ?? '',
      CreationDate: document.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', FONT_BOLD);

  header(pdf, input, texts);
  parties(pdf, input, texts);
  lines(pdf, document.content.lines, texts, language);
  summary(pdf, document, texts, language);
  await transmission(pdf, document, texts);
  pdf.end();
  return finished;
}

type Pdf = PDFKit.PDFDocument;

/** A value after its label, unless it starts with the label already ("ΔΟΥ Λάρισας"). */
const withLabel = (label: string, value: string, separator: string) =>
  value.toLocaleUpperCase('el').startsWith(label.toLocaleUpperCase('el'))
    ? value
    : `${label}${separator}${value}`;

function header(pdf: Pdf, { issuer, document, credits }: DocumentPdfInput, texts: DocumentTexts) {
  pdf
    .font('bold')
    .fontSize(12)
    .text(issuer.legalName ?? '', MARGIN, MARGIN, { width: CONTENT_WIDTH });
  pdf.font('body').fontSize(8);
  const details = [
    issuer.address,
    [
      issuer.vatNumber && `${texts.vatNumber} ${issuer.vatNumber}`,
      issuer.taxOffice && withLabel(texts.taxOffice, issuer.taxOffice, ' '),
    ]
      .filter(Boolean)
      .join(' – '),
    issuer.gemiNumber && `${texts.gemi} ${issuer.gemiNumber}`,
    [issuer.phone, issuer.email].filter(Boolean).join(' – '),
  ].filter((line): line is string => Boolean(line));
  for (const line of details) pdf.text(line, { width: CONTENT_WIDTH });
  pdf.moveDown(1);
  pdf.font('bold').fontSize(14).text(texts.title[document.kind], { width: CONTENT_WIDTH });
  pdf.font('body').fontSize(9);
  pdf.text(
    `${texts.series}: ${seriesLabel(document.series, document.year)}   ${texts.number}: ${document.number}   ${texts.date}: ${document.issueDate}   ${texts.order}: ${document.content.orderCode}`,
    { width: CONTENT_WIDTH },
  );
  if (credits) {
    pdf.text(
      texts.credits(
        texts.title[credits.kind],
        seriesLabel(credits.series, credits.year),
        credits.number,
        credits.mark,
      ),
      { width: CONTENT_WIDTH },
    );
  }
  pdf.moveDown(0.8);
}

function parties(pdf: Pdf, { document }: DocumentPdfInput, texts: DocumentTexts) {
  const { counterpart, buyer } = document.content;
  pdf.font('bold').fontSize(9).text(texts.buyer, { width: CONTENT_WIDTH });
  pdf.font('body').fontSize(9);
  if (counterpart) {
    pdf.text(counterpart.name, { width: CONTENT_WIDTH });
    pdf.text(
      `${texts.vatNumber}: ${counterpart.country === 'GR' ? '' : counterpart.country}${counterpart.vatNumber}   ${withLabel(texts.taxOffice, counterpart.taxOffice, ': ')}`,
      { width: CONTENT_WIDTH },
    );
    if (counterpart.activity)
      pdf.text(`${texts.activity}: ${counterpart.activity}`, { width: CONTENT_WIDTH });
    const { street, postalCode, city } = counterpart.address;
    pdf.text(`${street}, ${postalCode} ${city}`, { width: CONTENT_WIDTH });
  } else {
    pdf.text(buyer.name, { width: CONTENT_WIDTH });
    pdf.text(buyer.email, { width: CONTENT_WIDTH });
  }
  pdf.moveDown(0.8);
}

/** Column x positions and widths of the lines' table. */
const COLUMNS = {
  description: { x: MARGIN, width: 235 },
  quantity: { x: MARGIN + 240, width: 35 },
  vatRate: { x: MARGIN + 280, width: 40 },
  net: { x: MARGIN + 325, width: 65 },
  vat: { x: MARGIN + 395, width: 55 },
  total: { x: MARGIN + 455, width: CONTENT_WIDTH - 455 },
} as const;

function row(pdf: Pdf, cells: Record<keyof typeof COLUMNS, string>, font: 'body' | 'bold') {
  const y = pdf.y;
  pdf.font(font).fontSize(8);
  let bottom = y;
  for (const [name, column] of Object.entries(COLUMNS) as [
    keyof typeof COLUMNS,
    { x: number; width: number },
  ][]) {
    pdf.text(cells[name], column.x, y, {
      width: column.width,
      align: name === 'description' ? 'left' : 'right',
    });
    bottom = Math.max(bottom, pdf.y);
  }
  pdf.x = MARGIN;
  pdf.y = bottom + 3;
}

function lines(pdf: Pdf, documentLines: readonly DocumentLine[], texts: DocumentTexts, language: Language) {
  row(
    pdf,
    {
      description: texts.description,
      quantity: texts.quantity,
      vatRate: texts.vatRate,
      net: texts.net,
      vat: texts.vat,
      total: texts.total,
    },
    'bold',
  );
  for (const line of documentLines) {
    if (pdf.y > 720) pdf.addPage();
    const kind = line.type === 'goods' ? '' : `${texts.lineType[line.type]}: `;
    row(
      pdf,
      {
        description: `${kind}${line.description}`,
        quantity: String(line.quantity),
        vatRate: line.type === 'voucher' ? '–' : `${line.vatRate}%`,
        net: euros(line.netCents, language),
        vat: euros(line.vatCents, language),
        total: euros(line.grossCents, language),
      },
      'body',
    );
  }
  pdf.moveDown(0.8);
}

function summary(pdf: Pdf, document: DocumentRecord, texts: DocumentTexts, language: Language) {
  const { vatAnalysis, totals, payments } = document.content;
  pdf.font('bold').fontSize(9).text(texts.vatAnalysis, MARGIN, pdf.y, { width: CONTENT_WIDTH });
  for (const entry of vatAnalysis) {
    row(
      pdf,
      {
        description: '',
        quantity: '',
        vatRate: entry.vatCategory === 8 ? '–' : `${entry.vatRate}%`,
        net: euros(entry.netCents, language),
        vat: euros(entry.vatCents, language),
        total: euros(entry.netCents + entry.vatCents, language),
      },
      'body',
    );
  }
  pdf.moveDown(0.5);
  pdf.font('bold').fontSize(9).text(texts.totals, MARGIN, pdf.y, { width: CONTENT_WIDTH });
  pdf.font('body').fontSize(9);
  pdf.text(`${texts.totalNet}: ${euros(totals.netCents, language)}`, { width: CONTENT_WIDTH });
  pdf.text(`${texts.totalVat}: ${euros(totals.vatCents, language)}`, { width: CONTENT_WIDTH });
  pdf
    .font('bold')
    .text(`${texts.totalGross}: ${euros(totals.grossCents, language)}`, { width: CONTENT_WIDTH });
  pdf.moveDown(0.5);
  pdf.font('bold').fontSize(9).text(texts.payments, { width: CONTENT_WIDTH });
  pdf.font('body');
  for (const payment of payments) {
    const label = texts.paymentType[payment.type] ?? String(payment.type);
    pdf.text(`${label}: ${euros(payment.amountCents, language)}`, { width: CONTENT_WIDTH });
  }
  pdf.moveDown(0.8);
}

async function transmission(pdf: Pdf, document: DocumentRecord, texts: DocumentTexts) {
  pdf.font('body').fontSize(9);
  if (document.transmission !== 'transmitted' || !document.mark) {
    pdf.text(
      texts.transmission[document.transmission === 'transmitted' ? 'pending' : document.transmission],
      {
        width: CONTENT_WIDTH,
      },
    );
    return;
  }
  const top = pdf.y;
  if (document.qrUrl) {
    const qr = await QRCode.toBuffer(document.qrUrl, { type: 'png', margin: 1, width: 240 });
    pdf.image(qr, MARGIN, top, { width: 90 });
  }
  const x = document.qrUrl ? MARGIN + 100 : MARGIN;
  pdf.text(`${texts.mark}: ${document.mark}`, x, top, { width: CONTENT_WIDTH - 100 });
  if (document.uid) pdf.text(`${texts.uid}: ${document.uid}`, x, pdf.y, { width: CONTENT_WIDTH - 100 });
}
