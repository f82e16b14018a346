import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { buildSaleDocument } from './document-builder.ts';
import { invoicesDoc } from './mydata-xml.ts';
import { buildPartialCredit, buildRemainingCredit, type PartialCreditRequest } from './partial-credit.ts';
import { GREEK_COMPANY, goodsLine, mixedOrder } from './test-fixtures.ts';
import { validateMyData } from './test-xsd.ts';
import type { DocumentContent } from './types.ts';

/** 3 × 19.90 € at 24 %, 2 × 8.50 € at 13 %, shipping 3.50 € and the COD fee 2.00 €. */
const order = mixedOrder({
  goodsCents: 5970 + 1700,
  totalCents: 5970 + 1700 + 350 + 200,
  lines: [goodsLine('Κρέμα ημέρας SPF 30', 3, 5970, 24), goodsLine('Βιταμίνη C', 2, 1700, 13)],
});
const receipt = buildSaleDocument({ order, counterpart: null, intraCommunity: false });
const invoice = buildSaleDocument({
  order: { ...order, receiptType: 'invoice' },
  counterpart: GREEK_COMPANY,
  intraCommunity: false,
});
const request = (extra: Partial<PartialCreditRequest>): PartialCreditRequest => ({
  orderId: 1,
  key: 'return:1',
  lines: [],
  shipping: false,
  ...extra,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.statusCode, key: error.messageKey, fields: error.fieldErrors };
    throw error;
  }
  throw new Error('not refused');
};

describe('credit notes for part of a sale', () => {
  it('credits the quantities asked for, each rate VAT once from its credited total, paid back by the sale means', () => {
    const credit = buildPartialCredit(
      receipt,
      [],
      request({
        lines: [
          { lineNumber: 1, quantity: 1 },
          { lineNumber: 2, quantity: 1 },
        ],
      }),
    );
    expect(credit.kind).toBe('credit_receipt');
    expect(
      credit.lines.map((line) => [line.quantity, line.grossCents, line.vatCents, line.vatRate, line.credits]),
    ).toEqual([
      [1, 1990, 385, 24, { lineNumber: 1, shareCents: 1990 }],
      [1, 850, 98, 13, { lineNumber: 2, shareCents: 850 }],
    ]);
    expect(credit.totals).toEqual({ grossCents: 2840, vatCents: 483, netCents: 2840 - 483 });
    expect(credit.vatAnalysis).toEqual([
      { vatRate: 24, vatCategory: 1, netCents: 1605, vatCents: 385 },
      { vatRate: 13, vatCategory: 2, netCents: 752, vatCents: 98 },
    ]);
    expect(credit.payments).toEqual([{ type: 3, amountCents: 2840, info: null }]);
  });

  it('a lowered amount needs a reason, is at most the quantity share, and leaves the rest of the share uncredited', () => {
    const lowered = buildPartialCredit(
      receipt,
      [],
      request({ lines: [{ lineNumber: 1, quantity: 1, grossCents: 1000, reason: 'ανοιγμένη συσκευασία' }] }),
    );
    expect(lowered.lines[0]).toMatchObject({
      description: 'Κρέμα ημέρας SPF 30 (ανοιγμένη συσκευασία)',
      grossCents: 1000,
      credits: { lineNumber: 1, shareCents: 1990 },
    });
    // The two units left take the two thirds of the line that are left, not the 9.90 € kept.
    const rest = buildPartialCredit(receipt, [lowered], request({ lines: [{ lineNumber: 1, quantity: 2 }] }));
    expect(rest.totals.grossCents).toBe(3980);
    expect(
      refusal(() =>
        buildPartialCredit(receipt, [lowered, rest], request({ lines: [{ lineNumber: 1, quantity: 1 }] })),
      ),
    ).toMatchObject({
      status: 400,
      fields: { 'lines.0.quantity': ['invalid_value'] },
    });
    expect(
      refusal(() =>
        buildPartialCredit(
          receipt,
          [],
          request({ lines: [{ lineNumber: 1, quantity: 1, grossCents: 1000 }] }),
        ),
      ),
    ).toMatchObject({
      status: 400,
      fields: { 'lines.0.reason': ['required_field'] },
    });
    expect(
      refusal(() =>
        buildPartialCredit(
          receipt,
          [],
          request({ lines: [{ lineNumber: 1, quantity: 1, grossCents: 1991, reason: 'x' }] }),
        ),
      ),
    ).toMatchObject({
      status: 400,
      fields: { 'lines.0.grossCents': ['invalid_value'] },
    });
  });

  it('shares of a line add up to the line however it is split: the last units take what is left', () => {
    const odd = buildSaleDocument({
      order: mixedOrder({ goodsCents: 1000, totalCents: 1550, lines: [goodsLine('Σιρόπι', 3, 1000, 6)] }),
      counterpart: null,
      intraCommunity: false,
    });
    const credits: DocumentContent[] = [];
    for (let index = 0; index < 3; index++)
      credits.push(buildPartialCredit(odd, credits, request({ lines: [{ lineNumber: 1, quantity: 1 }] })));
    expect(credits.map((credit) => credit.totals.grossCents)).toEqual([333, 333, 334]);
    expect(credits.reduce((sum, credit) => sum + credit.totals.grossCents, 0)).toBe(1000);
  });

  it('credits shipping and the COD fee only when asked, once; refuses lines it does not have and credits that credit nothing', () => {
    const withShipping = buildPartialCredit(
      receipt,
      [],
      request({ lines: [{ lineNumber: 2, quantity: 2 }], shipping: true }),
    );
    expect(withShipping.lines.map((line) => [line.type, line.grossCents])).toEqual([
      ['goods', 1700],
      ['shipping', 350],
      ['payment_fee', 200],
    ]);
    const shippingAgain = refusal(() =>
      buildPartialCredit(receipt, [withShipping], request({ shipping: true })),
    );
    expect(shippingAgain).toMatchObject({ status: 409, key: 'credit_exceeds_sale' });
    for (const lineNumber of [0, 3, 9])
      expect(
        refusal(() => buildPartialCredit(receipt, [], request({ lines: [{ lineNumber, quantity: 1 }] }))),
      ).toMatchObject({
        status: 400,
        fields: { 'lines.0.lineNumber': ['invalid_value'] },
      });
  });

  it('a return credits shipping without the COD fee, and what is left of a returned order never holds the fee', () => {
    const returned = buildPartialCredit(
      receipt,
      [],
      request({
        lines: [
          { lineNumber: 1, quantity: 3 },
          { lineNumber: 2, quantity: 2 },
        ],
        shipping: true,
        paymentFee: false,
      }),
    );
    expect(returned.lines.map((line) => line.type)).toEqual(['goods', 'goods', 'shipping']);
    expect(returned.totals.grossCents).toBe(receipt.totals.grossCents - 200);
    expect(buildRemainingCredit(receipt, [returned], { paymentFee: false })).toBeUndefined();
    const whole = buildRemainingCredit(receipt, [], { paymentFee: false });
    expect(whole?.lines.map((line) => line.type)).toEqual(['goods', 'goods', 'shipping']);
    expect(whole?.totals.grossCents).toBe(receipt.totals.grossCents - 200);
  });

  it('a cancellation after partial credits credits only what is left of each line; nothing when all was credited', () => {
    const first = buildPartialCredit(
      receipt,
      [],
      request({ lines: [{ lineNumber: 1, quantity: 2 }], shipping: true }),
    );
    const rest = buildRemainingCredit(receipt, [first]);
    expect(rest?.lines.map((line) => [line.type, line.quantity, line.grossCents])).toEqual([
      ['goods', 1, 1990],
      ['goods', 2, 1700],
    ]);
    expect((first.totals.grossCents ?? 0) + (rest?.totals.grossCents ?? 0)).toBe(receipt.totals.grossCents);
    expect(buildRemainingCredit(receipt, [first, rest ?? first])).toBeUndefined();
    // Without earlier credits, the whole sale, its lines as they were.
    expect(buildRemainingCredit(receipt, [])?.lines).toEqual(receipt.lines);
  });

  it('the XML of partial credit notes (11.4 and 5.1) naming the original MARK validates against AADE XSD v2.0.1', async () => {
    const partial = (sale: typeof receipt) =>
      buildPartialCredit(
        sale,
        [],
        request({
          lines: [
            { lineNumber: 1, quantity: 1, grossCents: 1500, reason: 'damaged' },
            { lineNumber: 2, quantity: 1 },
          ],
          shipping: true,
        }),
      );
    const xml = invoicesDoc([
      {
        content: partial(receipt),
        series: 'CR-2026',
        number: 3,
        issueDate: '2026-06-02',
        issuerVatNumber: '801645232',
        correlatedMark: '400001234567890',
      },
      {
        content: partial(invoice),
        series: 'CI-2026',
        number: 4,
        issueDate: '2026-06-02',
        issuerVatNumber: '801645232',
        correlatedMark: '400001234567891',
      },
    ]);
    const result = await validateMyData(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain('<invoiceType>11.4</invoiceType>');
    expect(xml).toContain('<invoiceType>5.1</invoiceType>');
    expect(xml).toContain('<correlatedInvoices>400001234567890</correlatedInvoices>');
    expect(xml).toContain('<totalGrossValue>29.00</totalGrossValue>');
  });
});
