import { centsToEuros, type OrderReturn } from '@shop/contract';
import type { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import type { ReturnVouchers } from '../fulfilment/index.ts';
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
  vouchers: Pick<ReturnVouchers, 'trackingLink' | 'canLabel'>,
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
      return {
        olid: line.orderLineId,
        nm: name,
        qty: line.quantity,
        out: line.outcome,
        why: line.writeOffReason,
      };
    }),
    note: row.rejectNote,
    ship: shipOf(row, vouchers),
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
          doc: row.creditNoteId,
        }
      : null,
    dt: row.createdAt.toISOString(),
    upd: row.updatedAt.toISOString(),
  };
}

/** The return voucher, once the carrier made it. */
function shipOf(
  row: ReturnRow,
  vouchers: Pick<ReturnVouchers, 'trackingLink' | 'canLabel'>,
): OrderReturn['ship'] {
  if (row.shipState !== 'created' || !row.shipCarrier || !row.shipVoucher) return null;
  const parcel = { carrier: row.shipCarrier, voucher: row.shipVoucher, carrierRef: row.shipRef };
  return {
    carrier: row.shipCarrier,
    voucher: row.shipVoucher,
    trk: vouchers.trackingLink(parcel),
    label: vouchers.canLabel(row.shipCarrier),
  };
}
