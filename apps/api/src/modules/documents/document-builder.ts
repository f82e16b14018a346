import { allocate, mulDivRound, SHIPPING_VAT_RATE } from '@shop/contract';
import type { OrderForDocument } from '../orders/index.ts';
import {
  classificationOf,
  GIFT_CARD_PAYMENT_TYPE,
  INTRA_COMMUNITY_EXEMPTION,
  OTHER_EXEMPTION,
  OUTSIDE_VAT_CATEGORY,
  paymentTypeOf,
  vatCategoryOf,
} from './classification.ts';
import {
  CREDIT_KIND_OF,
  type DocumentContent,
  type DocumentCounterpart,
  type DocumentKind,
  type DocumentLine,
  type DocumentPayment,
  type VatAnalysisRow,
} from './types.ts';

export interface SaleInput {
  order: OrderForDocument;
  /** The invoiced business; null for a retail receipt. */
  counterpart: DocumentCounterpart | null;
  /** An invoice to a business in another EU member state whose VAT number VIES confirmed (type 1.2). */
  intraCommunity: boolean;
}

/** A line before its VAT is worked out: what it costs the buyer, VAT included. */
export interface GrossLine {
  type: DocumentLine['type'];
  description: string;
  quantity: number;
  grossCents: number;
  vatRate: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The sale document of an order (decision 043): its kind, one line per line sold (gift cards sold
 * as voucher lines), shipping and the COD fee as lines of their own, the VAT of each rate taken
 * once from the rate's total and split over its lines, the payments and the VAT analysis. Its
 * totals are the order's to the cent: net and VAT as the order stored them, the money paid its
 * total, and what gift cards paid a payment of its own.
 */
export function buildSaleDocument({ order, counterpart, intraCommunity }: SaleInput): DocumentContent {
  const kind: DocumentKind =
    order.receiptType === 'invoice' && counterpart ? (intraCommunity ? 'eu_invoice' : 'invoice') : 'receipt';
  const language = order.language;
  const lines = withVat(kind, grossLines(order, language));
  return {
    kind,
    counterpart: kind === 'receipt' ? null : counterpart,
    orderCode: order.code,
    buyer: { name: `${order.billing.fnm} ${order.billing.lnm}`.trim(), email: order.email },
    lines,
    payments: paymentsOf(order),
    vatAnalysis: vatAnalysisOf(lines),
    totals: {
      netCents: sum(lines.map((line) => line.netCents)),
      vatCents: sum(lines.map((line) => line.vatCents)),
      grossCents: sum(lines.map((line) => line.grossCents)),
    },
  };
}

/** A credit note for the whole of a sale document: the same lines and amounts, of the credit kind. */
export function buildCreditNote(original: DocumentContent): DocumentContent {
  if (original.kind === 'credit_receipt' || original.kind === 'credit_invoice')
    throw new Error('a credit note is not credited again');
  return { ...original, kind: CREDIT_KIND_OF[original.kind] };
}

function grossLines(order: OrderForDocument, language: 'el' | 'en'): GrossLine[] {
  const lineDiscounts = sum(order.lines.map((line) => line.discountCents));
  const giftCardsSpent = sum(order.giftCards.map((card) => card.amountCents));
  // What is left of the order's discount after its lines' and its gift cards' is the points' part.
  const pointsCents = order.discountCents - lineDiscounts - giftCardsSpent;
  const eligible = order.lines.filter((line) => !line.giftCard && !line.autoInserted);
  const shares = allocate(
    pointsCents,
    eligible.map((line) => line.amountCents),
  );
  const goods: GrossLine[] = order.lines.flatMap((line) => {
    const share = line.giftCard || line.autoInserted ? 0 : (shares[eligible.indexOf(line)] ?? 0);
    const grossCents = line.amountCents - share;
    // A free gift (or a line discounted to nothing) is not a fiscal line.
    if (grossCents <= 0) return [];
    return [
      {
        type: line.giftCard ? ('voucher' as const) : ('goods' as const),
        description: line.sizeName ? `${line.name} – ${line.sizeName}` : line.name,
        quantity: line.quantity,
        grossCents,
        vatRate: line.vatRate,
      },
    ];
  });
  const charges: GrossLine[] = [];
  if (order.shippingCents > 0)
    charges.push({
      type: 'shipping',
      description: order.shippingName[language],
      quantity: 1,
      grossCents: order.shippingCents,
      vatRate: SHIPPING_VAT_RATE,
    });
  if (order.paymentFeeCents > 0)
    charges.push({
      type: 'payment_fee',
      description: order.payment.name[language],
      quantity: 1,
      grossCents: order.paymentFeeCents,
      vatRate: SHIPPING_VAT_RATE,
    });
  return [...goods, ...charges];
}

/**
 * Works out each line's VAT: per rate, once from the rate's gross total (half up, the pricing
 * engine's rule, so the rate's VAT is the order's), then over its lines: each line takes its own
 * VAT rounded down and the cents left go to the lines with the largest remainders, so every line
 * is within a cent of its exact VAT. An intra-community invoice charges none (exemption 14).
 */
export function withVat(kind: DocumentKind, lines: GrossLine[]): DocumentLine[] {
  const vatByLine = new Map<GrossLine, number>();
  if (kind !== 'eu_invoice') {
    const rates = new Set(lines.filter((line) => line.type !== 'voucher').map((line) => line.vatRate));
    for (const rate of rates) {
      const ofRate = lines.filter((line) => line.type !== 'voucher' && line.vatRate === rate);
      const rateVat = mulDivRound(sum(ofRate.map((line) => line.grossCents)), rate, 100 + rate);
      const exact = ofRate.map((line, index) => ({
        line,
        index,
        floor: Math.floor((line.grossCents * rate) / (100 + rate)),
        remainder: (line.grossCents * rate) % (100 + rate),
      }));
      // Σ floor ≤ the rate's VAT ≤ Σ ceil, so the cents left never exceed the lines with a remainder.
      let rest = rateVat - sum(exact.map((entry) => entry.floor));
      for (const entry of [...exact].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
        const extra = rest > 0 && entry.remainder > 0 ? 1 : 0;
        rest -= extra;
        vatByLine.set(entry.line, entry.floor + extra);
      }
    }
  }
  return lines.map((line, index) => {
    const vatCents = vatByLine.get(line) ?? 0;
    const voucher = line.type === 'voucher';
    const exempt = kind === 'eu_invoice' && !voucher;
    const vatRate = voucher || exempt ? 0 : line.vatRate;
    const vatCategory = voucher ? OUTSIDE_VAT_CATEGORY : vatCategoryOf(vatRate);
    return {
      lineNumber: index + 1,
      type: line.type,
      description: line.description,
      quantity: line.quantity,
      grossCents: line.grossCents,
      netCents: line.grossCents - vatCents,
      vatCents,
      vatRate,
      vatCategory,
      vatExemption: exempt ? INTRA_COMMUNITY_EXEMPTION : vatCategory === 7 ? OTHER_EXEMPTION : null,
      classification: classificationOf(kind, line.type),
    };
  });
}

function paymentsOf(order: OrderForDocument): DocumentPayment[] {
  const payments: DocumentPayment[] = [];
  if (order.totalCents > 0)
    payments.push({ type: paymentTypeOf(order.payment.provider), amountCents: order.totalCents, info: null });
  for (const card of order.giftCards) {
    if (card.amountCents > 0)
      payments.push({
        type: GIFT_CARD_PAYMENT_TYPE,
        amountCents: card.amountCents,
        info: `gift card ${card.code}`,
      });
  }
  return payments;
}

export function vatAnalysisOf(lines: readonly DocumentLine[]): VatAnalysisRow[] {
  const rows = new Map<string, VatAnalysisRow>();
  for (const line of lines) {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const row = rows.get(key) ?? {
      vatRate: line.vatRate,
      vatCategory: line.vatCategory,
      netCents: 0,
      vatCents: 0,
    };
    row.netCents += line.netCents;
    row.vatCents += line.vatCents;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.vatCategory - b.vatCategory);
}
