import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCreditNote, buildSaleDocument } from './document-builder.ts';
import { invoicesDoc, type TransmittableDocument } from './mydata-xml.ts';
import { GREEK_COMPANY, goodsLine, mixedOrder } from './test-fixtures.ts';
import { validateMyData } from './test-xsd.ts';

const validate = validateMyData;

const numbered = (
  content: TransmittableDocument['content'],
  extra: Partial<TransmittableDocument> = {},
): TransmittableDocument => ({
  content,
  series: 'R-2026',
  number: 1,
  issueDate: '2026-06-01',
  issuerVatNumber: '801645232',
  correlatedMark: null,
  ...extra,
});

const receipt = buildSaleDocument({ order: mixedOrder(), counterpart: null, intraCommunity: false });
const invoice = buildSaleDocument({
  order: mixedOrder({
    receiptType: 'invoice',
    payment: { provider: 'viva', name: { el: 'Κάρτα', en: 'Card' } },
  }),
  counterpart: GREEK_COMPANY,
  intraCommunity: false,
});

describe('myDATA XML against AADE XSD v2.0.1', () => {
  it('a retail receipt (11.1) with 24 %, 13 %, 6 %, shipping and the COD fee validates', async () => {
    const xml = invoicesDoc([numbered(receipt)]);
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain('<invoiceType>11.1</invoiceType>');
    for (const category of [1, 2, 3]) expect(xml).toContain(`<vatCategory>${category}</vatCategory>`);
    expect(xml).toContain('<totalGrossValue>38.20</totalGrossValue>');
    expect(xml).toContain('<totalVatAmount>6.14</totalVatAmount>');
    expect(xml).toContain('<type>3</type><amount>38.20</amount>');
  });

  it('an invoice (1.1) to a Greek business validates and names its counterpart by ΑΦΜ', async () => {
    const xml = invoicesDoc([numbered(invoice, { series: 'I-2026', number: 7 })]);
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(xml).toContain('<invoiceType>1.1</invoiceType>');
    expect(xml).toContain('<counterpart><vatNumber>094014201</vatNumber><country>GR</country>');
    expect(xml).toContain('<icls:classificationType>E3_561_001</icls:classificationType>');
  });

  it('credit notes (11.4 and 5.1) naming the original MARK validate', async () => {
    const credits = [
      numbered(buildCreditNote(receipt), { series: 'CR-2026', correlatedMark: '400001234567890' }),
      numbered(buildCreditNote(invoice), { series: 'CI-2026', correlatedMark: '400001234567891' }),
    ];
    const xml = invoicesDoc(credits);
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(xml).toContain('<invoiceType>11.4</invoiceType>');
    expect(xml).toContain('<invoiceType>5.1</invoiceType>');
    expect(xml).toContain('<correlatedInvoices>400001234567890</correlatedInvoices>');
  });

  it('an intra-community invoice (1.2) and a gift card sold and spent validate', async () => {
    const euInvoice = buildSaleDocument({
      order: mixedOrder({ receiptType: 'invoice' }),
      counterpart: { ...GREEK_COMPANY, vatNumber: '10259584H', country: 'CY', name: 'Pharma Ltd' },
      intraCommunity: true,
    });
    const withCards = buildSaleDocument({
      order: mixedOrder({
        lines: [...mixedOrder().lines, goodsLine('Δωροκάρτα 20 €', 1, 2000, 0, { giftCard: true })],
        goodsCents: 5270,
        discountCents: 1000,
        netCents: 5820 - 614,
        totalCents: 4820,
        giftCards: [{ id: 3, code: 'GIFT-ABCD', amountCents: 1000 }],
      }),
      counterpart: null,
      intraCommunity: false,
    });
    const xml = invoicesDoc([numbered(euInvoice, { series: 'E-2026' }), numbered(withCards, { number: 2 })]);
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(xml).toContain('<vatExemptionCategory>14</vatExemptionCategory>');
    expect(xml).toContain('<recType>6</recType>');
    expect(xml).toContain('<paymentMethodInfo>gift card GIFT-ABCD</paymentMethodInfo>');
    expect(withCards.totals).toEqual({ netCents: 5820 - 614, vatCents: 614, grossCents: 5820 });
  });

  it('a deliberately wrong document fails: payment type 99, VAT category 11, no invoice type', async () => {
    const good = invoicesDoc([numbered(receipt)]);
    for (const wrong of [
      good.replace('<type>3</type>', '<type>99</type>'),
      good.replace('<vatCategory>1</vatCategory>', '<vatCategory>11</vatCategory>'),
      good.replace('<invoiceType>11.1</invoiceType>', ''),
    ]) {
      expect(wrong).not.toBe(good);
      const result = await validate(wrong);
      expect(result.valid).toBe(false);
      expect(result.errors.length).toBeGreaterThan(0);
    }
  });

  it('the recorded myDATA answers the adapter is tested with are valid by AADE’s response schemas', async () => {
    const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures', name), 'utf8');
    for (const name of [
      'mydata-success.xml',
      'mydata-validation-error.xml',
      'mydata-technical-error.xml',
      'mydata-duplicate.xml',
    ]) {
      expect((await validate(await fixture(name), 'response-v2.0.1.xsd')).errors).toEqual([]);
    }
    for (const name of [
      'mydata-transmitted-docs.xml',
      'mydata-transmitted-docs-page1.xml',
      'mydata-transmitted-none.xml',
    ]) {
      expect((await validate(await fixture(name), 'requestedInvoicesDoc-v2.0.1.xsd')).errors).toEqual([]);
    }
  });
});
