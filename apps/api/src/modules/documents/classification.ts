import type { PaymentProviderCode } from '@shop/contract';
import type { DocumentKind, DocumentLine } from './types.ts';

/** myDATA's VAT categories of the Greek rates (category 7 is 0 %, with an exemption reason). */
const VAT_CATEGORY_OF_RATE: ReadonlyMap<number, number> = new Map([
  [24, 1],
  [13, 2],
  [6, 3],
  [17, 4],
  [9, 5],
  [4, 6],
  [0, 7],
]);

/** Category 8: entries outside VAT (a gift card sold, decision 043). */
export const OUTSIDE_VAT_CATEGORY = 8;
/** Exemption 14: art. 28 of the VAT code, intra-community supplies (document type 1.2). */
export const INTRA_COMMUNITY_EXEMPTION = 14;
/** Exemption 27: other exemptions, for a domestic line the shop sells at 0 %. */
export const OTHER_EXEMPTION = 27;

export function vatCategoryOf(rate: number): number {
  const category = VAT_CATEGORY_OF_RATE.get(rate);
  if (category === undefined) throw new Error(`no myDATA VAT category for a rate of ${rate} %`);
  return category;
}

/** The E3 code of a sale by document kind: retail, wholesale to professionals, intra-community. */
const E3_OF_KIND: Readonly<Record<DocumentKind, string>> = {
  receipt: 'E3_561_003',
  credit_receipt: 'E3_561_003',
  invoice: 'E3_561_001',
  credit_invoice: 'E3_561_001',
  eu_invoice: 'E3_561_005',
};

/** Goods are `category1_1`; shipping and the COD fee, services the shop charges, `category1_3`. */
export function classificationOf(
  kind: DocumentKind,
  lineType: DocumentLine['type'],
): DocumentLine['classification'] {
  if (lineType === 'voucher') return null;
  return { type: E3_OF_KIND[kind], category: lineType === 'goods' ? 'category1_1' : 'category1_3' };
}

/**
 * myDATA payment types: 1 business account (a bank deposit), 3 cash (on delivery), 7 POS / e-POS
 * (cards), 8 IRIS instant payments (IRIS through Viva's checkout).
 */
const PAYMENT_TYPE_OF: Readonly<Record<PaymentProviderCode, number>> = {
  bank_deposit: 1,
  cash_on_delivery: 3,
  sandbox: 7,
  viva: 7,
  viva_iris: 8,
  paypal: 7,
  alpha: 7,
  winbank: 7,
};

export function paymentTypeOf(provider: PaymentProviderCode): number {
  return PAYMENT_TYPE_OF[provider];
}

/** A gift card spent was paid before: myDATA has no voucher type, so it is "on credit" (decision 043). */
export const GIFT_CARD_PAYMENT_TYPE = 5;
