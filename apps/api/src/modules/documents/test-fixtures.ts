import type { OrderForDocument, OrderLineForDocument } from '../orders/index.ts';
import type { DocumentCounterpart } from './types.ts';

/** A goods line at a rate, with its amount after discounts. */
export function goodsLine(
  name: string,
  quantity: number,
  amountCents: number,
  vatRate: number,
  extra: Partial<OrderLineForDocument> = {},
): OrderLineForDocument {
  return {
    name,
    sizeName: null,
    quantity,
    unitPriceCents: Math.round(amountCents / quantity),
    discountCents: 0,
    amountCents,
    vatRate,
    autoInserted: false,
    giftCard: false,
    ...extra,
  };
}

/**
 * A cash-on-delivery order with mixed VAT classes (24 %, 13 %, 6 %), shipping and the COD fee,
 * its totals as the pricing engine would store them.
 */
export function mixedOrder(extra: Partial<OrderForDocument> = {}): OrderForDocument {
  return {
    id: 1,
    uid: 'b3c1d0e2-0000-4000-8000-000000000001',
    code: '2026-000001',
    customerId: null,
    email: 'maria@example.gr',
    language: 'el',
    status: 1,
    receiptType: 'receipt',
    company: null,
    billing: {
      fnm: 'Μαρία',
      lnm: 'Παπαδάκη',
      mob: '6912345678',
      tel: '',
      ctid: 1,
      ctnm: 'Ελλάδα',
      crid: null,
      crnm: '',
      adr1: 'Κύπρου 12',
      ct: 'Λάρισα',
      ar: '',
      pc: '41222',
      bnm: '',
    },
    shippingName: { el: 'Courier ACS', en: 'ACS courier' },
    payment: { provider: 'cash_on_delivery', name: { el: 'Αντικαταβολή', en: 'Cash on delivery' } },
    goodsCents: 3270,
    discountCents: 0,
    shippingCents: 350,
    paymentFeeCents: 200,
    // 24 %: 1990 + 350 + 200 = 2540 → VAT 492; 13 %: 850 → 98; 6 %: 430 → 24.
    netCents: 3820 - 492 - 98 - 24,
    vatCents: 492 + 98 + 24,
    totalCents: 3820,
    giftCards: [],
    placedAt: new Date('2026-06-01T10:00:00Z'),
    paidAt: new Date('2026-06-01T10:05:00Z'),
    lines: [
      goodsLine('Κρέμα ημέρας SPF 30', 1, 1990, 24),
      goodsLine('Βιταμίνη C 1000 mg', 2, 850, 13),
      goodsLine('Παυσίπονο 500 mg', 1, 430, 6),
    ],
    ...extra,
  };
}

export const GREEK_COMPANY: DocumentCounterpart = {
  vatNumber: '094014201',
  country: 'GR',
  name: 'Φαρμακαποθήκη Θεσσαλίας Α.Ε.',
  taxOffice: 'ΔΟΥ Λάρισας',
  activity: 'Χονδρικό εμπόριο φαρμάκων',
  address: { street: 'Ηρώων Πολυτεχνείου 5', postalCode: '41222', city: 'Λάρισα' },
};
