import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../db/schema/index.ts';
import { DEMO_PHARMACY } from '../pharmacy/index.ts';
import { buildCreditNote, buildSaleDocument } from './document-builder.ts';
import { renderDocumentPdf } from './pdf.ts';
import { GREEK_COMPANY, mixedOrder } from './test-fixtures.ts';
import { pdfText } from './test-pdf-text.ts';

const issuer = {
  ...DEMO_PHARMACY,
  phone: '+30 22310 12345',
  email: 'shop@example.gr',
  regulatorUrl: 'https://www.eof.gr/',
};

function record(content: DocumentRecord['content'], extra: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    id: 1,
    sourceKey: 'order:1:sale',
    orderId: 1,
    kind: content.kind,
    invoiceType: '11.1',
    series: 'R',
    year: 2026,
    number: 12,
    issuedAt: new Date('2026-06-01T10:05:00Z'),
    issueDate: '2026-06-01',
    language: 'el',
    creditsDocumentId: null,
    content,
    netCents: content.totals.netCents,
    vatCents: content.totals.vatCents,
    grossCents: content.totals.grossCents,
    transmission: 'pending',
    attempts: 0,
    lastAttemptAt: null,
    claimedUntil: null,
    lastErrors: [],
    lookupFromMark: null,
    mark: null,
    uid: null,
    qrUrl: null,
    transmittedAt: null,
    ...extra,
  };
}

const receipt = record(buildSaleDocument({ order: mixedOrder(), counterpart: null, intraCommunity: false }));

describe('document PDF', () => {
  it('a Greek receipt shows the shop, the lines, the VAT analysis, the totals and "transmission pending"', async () => {
    const bytes = await renderDocumentPdf({
      document: receipt,
      issuer,
      credits: null,
      language: 'el',
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      DEMO_PHARMACY.legalName,
      'ΑΦΜ 801645232',
      'Απόδειξη Λιανικής Πώλησης',
      'R-2026',
      '2026-000001',
      'Κρέμα ημέρας SPF 30',
      'Βιταμίνη C 1000 mg',
      'Παυσίπονο 500 mg',
      'Μεταφορικά',
      'Έξοδα αντικαταβολής',
      'Ανάλυση ΦΠΑ',
      '24%',
      '13%',
      '6%',
      '4,92',
      '38,20',
      'Μετρητά (αντικαταβολή)',
      'Η διαβίβαση στην ΑΑΔΕ (myDATA) εκκρεμεί',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('ΜΑΡΚ');
  });

  it('once transmitted it shows MARK, UID and the QR code; an English invoice names the company', async () => {
    const invoice = record(
      buildSaleDocument({
        order: mixedOrder({ receiptType: 'invoice' }),
        counterpart: GREEK_COMPANY,
        intraCommunity: false,
      }),
      {
        series: 'I',
        transmission: 'transmitted',
        mark: '400001951234567',
        uid: '5A1C4D1E8B4F0E6F3C2B1A0D9E8F7A6B5C4D3E2F',
        qrUrl: 'https://mydataapidev.aade.gr/TimologioQR/QRInfo?q=abc',
      },
    );
    const bytes = await renderDocumentPdf({
      document: invoice,
      issuer,
      credits: null,
      language: 'en',
    });
    const text = await pdfText(bytes);
    for (const expected of [
      'Sales invoice',
      GREEK_COMPANY.name,
      'VAT no.: 094014201',
      'VAT analysis',
      'MARK: 400001951234567',
      'UID: 5A1C4D1E8B4F0E6F3C2B1A0D9E8F7A6B5C4D3E2F',
      '38.20',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('pending');
    // The QR code is an image on the page.
    expect(bytes.toString('latin1')).toContain('/Subtype /Image');
  });

  it('a credit note names the receipt it credits', async () => {
    const credit = record(buildCreditNote(receipt.content), {
      series: 'CR',
      number: 3,
      creditsDocumentId: 1,
    });
    const original = { ...receipt, transmission: 'transmitted' as const, mark: '400001951234567' };
    const bytes = await renderDocumentPdf({
      document: credit,
      issuer,
      credits: original,
      language: 'el',
    });
    const text = await pdfText(bytes);
    expect(text).toContain('Πιστωτικό Στοιχείο Λιανικής');
    expect(text).toContain('Πιστώνει: Απόδειξη Λιανικής Πώλησης R-2026 αρ. 12, ΜΑΡΚ 400001951234567');
  });
});
