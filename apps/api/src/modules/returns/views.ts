import { centsToEuros, type OrderReturn } from '@shop/contract';
import type { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import type { OrderForReturn } from '../orders/index.ts';
import type { PaymentRefund } from '../payments/index.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnLineRow = typeof orderReturnLines.$inferSelect;

/** A return as its customer (and, with more, staff) reads it. */
export function returnView(
  row: ReturnRow,
  lines: readonly ReturnLineRow[],
  order: Pick<OrderForReturn, 'uid' | 'lines'>,
  payment: PaymentRefund | undefined,
): OrderReturn {
  const refund = row.refund;
  return {
    id: row.id,
    code: row.orderCode,
    uid: order.uid,
    st: row.status,
    reason: row.reason,
    cmt: row.comment,
    method: row.method,
    lines: lines.map((line) => {
      const ordered = order.lines.find((candidate) => candidate.id === line.orderLineId);
      const name = ordered?.sizeName ? `${ordered.name} – ${ordered.sizeName}` : (ordered?.name ?? '');
      return { olid: line.orderLineId, nm: name, qty: line.quantity };
    }),
    note: row.rejectNote,
    refund: refund
      ? {
          amt: centsToEuros(refund.totals.refundCents),
          cash: centsToEuros(refund.totals.cashCents),
          gift: centsToEuros(refund.totals.giftCardCents.reduce((total, cents) => total + cents, 0)),
          pntBack: refund.totals.pointsBack,
          pntTaken: refund.totals.pointsTakenBack,
          ded: centsToEuros(refund.deductionCents),
          dedReason: refund.deductionReason,
          pst: payment?.status ?? null,
        }
      : null,
    dt: row.createdAt.toISOString(),
    upd: row.updatedAt.toISOString(),
  };
}
