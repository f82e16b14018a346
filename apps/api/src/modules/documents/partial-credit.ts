import { mulDivRound } from '@shop/contract';
import { HttpError } from '../../lib/http-error.ts';
import { buildCreditNote, type GrossLine, vatAnalysisOf, withVat } from './document-builder.ts';
import { CREDIT_KIND_OF, type DocumentContent, type DocumentLine } from './types.ts';

/** One line of a sale document credited, in part or whole (decision 043, "Credit notes for part of a sale"). */
export interface CreditLineRequest {
  /** The sale document's `lineNumber` (goods or a gift card sold; shipping goes by `shipping`). */
  lineNumber: number;
  /** How many of the line's quantity are credited: 1 to what no earlier credit note took. */
  quantity: number;
  /**
   * The amount credited, VAT included, when it is less than the quantity's share of the line (an
   * item returned opened, a partial refund); `reason` then says why, and the document shows it.
   */
  grossCents?: number;
  reason?: string;
}

/** A credit note for exactly the lines and amounts a return or a partial refund gives back. */
export interface PartialCreditRequest {
  orderId: number;
  /**
   * The caller's own key of this credit (`return:42`, `refund:17`): the same key answers the same
   * credit note, so a retried step never credits twice. Letters, digits and `:_-`, at most 100.
   */
  key: string;
  lines: CreditLineRequest[];
  /** Whether the delivery costs are credited too: what is left of the shipping and COD-fee lines. */
  shipping: boolean;
  /**
   * With `shipping`, whether the COD fee's line is credited too (the default). A return's credit
   * leaves it out: the fee is never refunded (decision 048), so the note matches the refund.
   */
  paymentFee?: boolean;
}

const KEY = /^[A-Za-z0-9:_-]{1,100}$/;
const REASON_MAX = 200;

/** What is left to credit of a sale line after the credit notes already issued for it. */
interface LineLeft {
  line: DocumentLine;
  quantity: number;
  /** Of the line's amount, what no earlier credit's quantity stood for. */
  shareCents: number;
  /** Of the line's amount, what no earlier credit gave back (at least `shareCents`). */
  grossCents: number;
}

/** Each sale line and what is left of it, after `credits` (whole-sale credits copy the sale's line numbers). */
export function leftOf(sale: DocumentContent, credits: readonly DocumentContent[]): Map<number, LineLeft> {
  const left = new Map(
    sale.lines.map((line) => [
      line.lineNumber,
      { line, quantity: line.quantity, shareCents: line.grossCents, grossCents: line.grossCents },
    ]),
  );
  for (const credit of credits) {
    for (const line of credit.lines) {
      const entry = left.get(line.credits?.lineNumber ?? line.lineNumber);
      if (!entry) continue;
      entry.quantity -= line.quantity;
      entry.shareCents -= line.credits?.shareCents ?? line.grossCents;
      entry.grossCents -= line.grossCents;
    }
  }
  return left;
}

/** The share of a line's amount `quantity` of it stands for; the last ones take what is left, so shares add up to the line. */
function shareOf(entry: LineLeft, quantity: number): number {
  if (quantity === entry.quantity) return entry.shareCents;
  return Math.min(entry.shareCents, mulDivRound(entry.line.grossCents, quantity, entry.line.quantity));
}

const invalid = (field: string, error: string) =>
  new HttpError(400, 'credit_request_invalid', { [field]: [error] });

/**
 * The credit note for part of a sale document, given the credit notes it already has. Refused
 * (400 with the field at fault) for a line the sale does not have, a quantity beyond what is left,
 * a lowered amount above the quantity's share or without a reason; 409 `credit_exceeds_sale` when
 * nothing would be credited or the sale's remaining amount would be exceeded.
 */
export function buildPartialCredit(
  sale: DocumentContent,
  credits: readonly DocumentContent[],
  request: PartialCreditRequest,
): DocumentContent {
  if (sale.kind === 'credit_receipt' || sale.kind === 'credit_invoice')
    throw new Error('a credit note is not credited again');
  const left = leftOf(sale, credits);
  const parts: { gross: GrossLine; credits: NonNullable<DocumentLine['credits']> }[] = [];
  const seen = new Set<number>();
  for (const [index, wanted] of request.lines.entries()) {
    const field = `lines.${index}`;
    const entry = left.get(wanted.lineNumber);
    if (
      !entry ||
      entry.line.type === 'shipping' ||
      entry.line.type === 'payment_fee' ||
      seen.has(wanted.lineNumber)
    )
      throw invalid(`${field}.lineNumber`, 'invalid_value');
    seen.add(wanted.lineNumber);
    if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1 || wanted.quantity > entry.quantity)
      throw invalid(`${field}.quantity`, 'invalid_value');
    const shareCents = shareOf(entry, wanted.quantity);
    let grossCents = shareCents;
    let description = entry.line.description;
    if (wanted.grossCents !== undefined) {
      if (!Number.isInteger(wanted.grossCents) || wanted.grossCents < 1 || wanted.grossCents > shareCents)
        throw invalid(`${field}.grossCents`, 'invalid_value');
      const reason = wanted.reason?.trim() ?? '';
      if (reason === '' || reason.length > REASON_MAX) throw invalid(`${field}.reason`, 'required_field');
      grossCents = wanted.grossCents;
      if (grossCents < shareCents) description = `${description} (${reason})`;
    }
    parts.push({
      gross: { ...entry.line, description, quantity: wanted.quantity, grossCents },
      credits: { lineNumber: entry.line.lineNumber, shareCents },
    });
  }
  if (request.shipping) {
    const fee = request.paymentFee ?? true;
    for (const entry of left.values()) {
      const charge = entry.line.type === 'shipping' || (fee && entry.line.type === 'payment_fee');
      if (!charge || entry.quantity < 1 || entry.shareCents < 1) continue;
      parts.push({
        gross: { ...entry.line, quantity: entry.quantity, grossCents: entry.shareCents },
        credits: { lineNumber: entry.line.lineNumber, shareCents: entry.shareCents },
      });
    }
  }
  const total = parts.reduce((sum, part) => sum + part.gross.grossCents, 0);
  const creditedBefore = credits.reduce((sum, credit) => sum + credit.totals.grossCents, 0);
  // The per-line shares already keep every credit within its line; the whole is checked too.
  if (parts.length === 0 || total < 1 || creditedBefore + total > sale.totals.grossCents)
    throw new HttpError(409, 'credit_exceeds_sale');
  return creditContent(sale, parts);
}

/**
 * The credit note for everything of the sale no credit note took yet (a cancelled or returned
 * order): the sale's own lines when it has no credit note, else what is left of each line; a
 * returned order's COD fee is left out (`paymentFee: false`), as it is never refunded (decision
 * 048). Undefined when nothing is left.
 */
export function buildRemainingCredit(
  sale: DocumentContent,
  credits: readonly DocumentContent[],
  options: { paymentFee: boolean } = { paymentFee: true },
): DocumentContent | undefined {
  const hasFee = sale.lines.some((line) => line.type === 'payment_fee');
  if (credits.length === 0 && (options.paymentFee || !hasFee)) return buildCreditNote(sale);
  const parts = [...leftOf(sale, credits).values()]
    .filter((entry) => options.paymentFee || entry.line.type !== 'payment_fee')
    .filter((entry) => entry.quantity >= 1 && entry.shareCents >= 1)
    .map((entry) => ({
      gross: { ...entry.line, quantity: entry.quantity, grossCents: entry.shareCents },
      credits: { lineNumber: entry.line.lineNumber, shareCents: entry.shareCents },
    }));
  return parts.length === 0 ? undefined : creditContent(sale, parts);
}

/**
 * A credit note of the sale's kind for these parts: each rate's VAT taken once from its credited
 * total and split over its lines, as on a sale (an intra-community sale's lines stay exempt), and
 * the money given back by the sale's first means of payment.
 */
function creditContent(
  sale: DocumentContent,
  parts: readonly { gross: GrossLine; credits: NonNullable<DocumentLine['credits']> }[],
): DocumentContent {
  if (sale.kind === 'credit_receipt' || sale.kind === 'credit_invoice')
    throw new Error('a credit note is not credited again');
  const gross = parts.map((part) => ({
    type: part.gross.type,
    description: part.gross.description,
    quantity: part.gross.quantity,
    grossCents: part.gross.grossCents,
    vatRate: part.gross.vatRate,
  }));
  const lines = withVat(sale.kind, gross).map((line, index) => ({
    ...line,
    credits: parts[index]?.credits,
  }));
  const totals = {
    netCents: lines.reduce((sum, line) => sum + line.netCents, 0),
    vatCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
    grossCents: lines.reduce((sum, line) => sum + line.grossCents, 0),
  };
  return {
    ...sale,
    kind: CREDIT_KIND_OF[sale.kind],
    lines,
    payments: [{ type: sale.payments[0]?.type ?? 7, amountCents: totals.grossCents, info: null }],
    vatAnalysis: vatAnalysisOf(lines),
    totals,
  };
}

/** Whether a caller's key may name a credit note. */
export const validCreditKey = (key: string) => KEY.test(key);
