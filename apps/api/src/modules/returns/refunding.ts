import {
  lowerRefund,
  type OrderReturn,
  orderPaid,
  type RefundSplit,
  RefundSplitError,
  refundSplit,
} from '@shop/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrderForReturn } from '../orders/index.ts';
import { OFFLINE_PROVIDERS } from '../payments/index.ts';
import { creditLinesOf, refundOrderOf, unitsOf } from './refund-order.ts';
import { ReturnShipping } from './shipping.ts';
import type { ReturnRow } from './views.ts';

/** What staff may change of a refund: a lower amount, with the reason. */
export interface RefundChoice {
  amountCents?: number;
  reason?: string;
}

/**
 * The returns workflow with its refund (decision 048). One transaction, under the return's row
 * lock, writes the refund's row (its key `return:<id>` guards everything after it), takes back
 * the points the returned units earned and gives back those they spent, gives back the coupon
 * when the whole order has come back and the gift-card amounts, moves the order to Partially
 * returned or Returned and writes the customer's mail. After the commit the credit note is
 * issued and the provider called, both by key, so a retry or a second request repeats neither.
 */
export class ReturnsWorkflow extends ReturnShipping {
  async refund(id: number, staffId: number, choice: RefundChoice = {}): Promise<OrderReturn> {
    const row = await this.byId(id);
    const order = await this.orderOf(row);
    const refunded = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
      if (!locked) throw new HttpError(404, 'return_not_found');
      if (locked.status === 'refunded') return locked;
      if (locked.status !== 'received') throw new HttpError(409, 'return_state_changed');
      const computed = await this.splitOf(tx, locked, order);
      const split = this.lowered(computed, choice);
      return this.applyRefund(tx, locked, order, split, staffId);
    });
    await this.settle(refunded, order);
    return this.view(await this.byId(id));
  }

  /**
   * The money of a refunded return once staff acted on it outside the shop: the bank transfer to
   * the customer's IBAN (or the refund in a bank's back office) made (`paid`), or a refund the
   * provider did not confirm sent again (`retry`), or, for one left `unknown` by a provider that
   * takes no key, what staff found at the provider (`landed`: it was made; else it is sent again).
   */
  async settleMoney(
    id: number,
    staffId: number,
    action: 'paid' | 'resend',
    landed?: boolean,
  ): Promise<OrderReturn> {
    const row = await this.byId(id);
    if (row.status !== 'refunded' || row.paymentRefundId === null)
      throw new HttpError(409, 'return_state_changed');
    const { refunds, audit } = this.sources;
    const before = await refunds.byId(row.paymentRefundId);
    let after = before;
    if (action === 'paid') after = await refunds.markTransferPaid(before.id, staffId);
    else if (before.status === 'retry') after = await refunds.retry(before.id);
    else if (before.status === 'unknown' && landed !== undefined)
      after = await refunds.resolveUnknown(before.id, landed);
    else throw new HttpError(409, 'refund_not_retryable');
    if (after.status !== before.status)
      await audit.record(this.db, {
        staffId,
        action: `return.refund_${action === 'paid' ? 'paid' : landed ? 'landed' : 'resent'}`,
        entity: 'return',
        entityId: id,
        before: { order: row.orderCode, money: before.status },
        after: { order: row.orderCode, money: after.status },
      });
    return this.view(row);
  }

  /** The refund the split computes for a return now, before staff lower it (the inbox shows it). */
  async due(row: ReturnRow): Promise<RefundSplit | null> {
    if (row.status === 'refunded' || row.status === 'rejected') return row.refund;
    return this.splitOf(this.db, row, await this.orderOf(row));
  }

  protected override async adminView(row: ReturnRow) {
    const view = await super.adminView(row);
    const due = await this.due(row);
    return { ...view, due: due ? due.totals.refundCents / 100 : null };
  }

  private lowered(computed: RefundSplit, choice: RefundChoice): RefundSplit {
    if (choice.amountCents === undefined) return computed;
    try {
      return lowerRefund(computed, choice.amountCents, choice.reason ?? '');
    } catch (error) {
      if (error instanceof RefundSplitError)
        throw new HttpError(400, 'return_refund_invalid', {
          [error.code === 'reason_required' ? 'reason' : 'amt']: ['invalid_value'],
        });
      throw error;
    }
  }

  /** The split of this return's units after the order's returns refunded before it. */
  private async splitOf(tx: Db, row: ReturnRow, order: OrderForReturn): Promise<RefundSplit> {
    const lines = await tx
      .select({
        returnId: orderReturnLines.returnId,
        lineId: orderReturnLines.orderLineId,
        quantity: orderReturnLines.quantity,
        status: orderReturns.status,
      })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(and(eq(orderReturns.orderId, order.id), ne(orderReturns.status, 'rejected')));
    const earlier = lines.filter((line) => line.returnId !== row.id && line.status === 'refunded');
    const now = lines.filter((line) => line.returnId === row.id);
    return refundSplit(refundOrderOf(order), {
      earlier: unitsOf([earlier]),
      now: unitsOf([now]),
      shippingPolicy: this.settings.shippingRefund,
    });
  }

  private async applyRefund(
    tx: Db,
    row: ReturnRow,
    order: OrderForReturn,
    split: RefundSplit,
    staffId: number,
  ): Promise<ReturnRow> {
    const { refunds, loyalty, promotions, orderReturnBook, audit } = this.sources;
    const payment =
      split.totals.cashCents > 0
        ? await refunds.openIn(tx, {
            orderId: order.id,
            orderCode: order.code,
            provider: order.provider,
            key: `return:${row.id}`,
            amountCents: split.totals.cashCents,
            paidCents: order.paidCents ?? order.totalCents,
            iban: row.iban ?? undefined,
          })
        : undefined;
    if (order.customerId !== null) {
      const source = `order:${order.code}:return:${row.id}`;
      if (split.totals.pointsTakenBack > 0)
        await loyalty.record(
          {
            customerId: order.customerId,
            kind: 'Revert',
            source,
            approvedPoints: -split.totals.pointsTakenBack,
          },
          tx,
        );
      if (split.totals.pointsBack > 0)
        await loyalty.record(
          {
            customerId: order.customerId,
            kind: 'Revert',
            source: `${source}:spent`,
            approvedPoints: split.totals.pointsBack,
          },
          tx,
        );
    }
    await promotions.giveBackForReturn(tx, {
      orderCode: order.code,
      wholeOrder: split.wholeOrder,
      giftCards: order.giftCards.map((card, index) => ({
        id: card.id,
        amountCents: split.totals.giftCardCents[index] ?? 0,
      })),
    });
    await orderReturnBook.recordReturn(tx, order.id, split.wholeOrder, { kind: 'staff', id: staffId });
    const [updated] = await tx
      .update(orderReturns)
      .set({ status: 'refunded', refund: split, paymentRefundId: payment?.id ?? null, updatedAt: new Date() })
      .where(eq(orderReturns.id, row.id))
      .returning();
    if (!updated) throw new Error('return not updated');
    await audit.record(tx, {
      staffId,
      action: 'return.refunded',
      entity: 'return',
      entityId: row.id,
      before: { status: row.status, order: row.orderCode },
      after: {
        status: 'refunded',
        order: row.orderCode,
        cents: split.totals.refundCents,
        deduction: split.deductionCents,
        reason: split.deductionReason,
      },
    });
    await this.mailStep(tx, updated, order, {
      step: 'refunded',
      refund: {
        cents: split.totals.refundCents,
        pointsBack: split.totals.pointsBack,
        pointsTakenBack: split.totals.pointsTakenBack,
      },
    });
    return updated;
  }

  /**
   * After the commit: the credit note (by the key `return:<id>`, so once) and the money (the
   * refund row's key, so once). A failure here leaves both to the next request, never undone.
   */
  protected async settle(row: ReturnRow, order: OrderForReturn): Promise<void> {
    const split = row.refund;
    if (!split) return;
    if (row.creditNoteId === null) {
      const paid = orderPaid(refundOrderOf(order));
      const shippingPaid =
        paid.shipping.cashCents + paid.shipping.giftCardCents.reduce((all, cents) => all + cents, 0);
      const lines = creditLinesOf(order, paid, split, shippingPaid);
      try {
        const issued = await this.sources.documents.issuePartialCredit({
          orderId: order.id,
          key: `return:${row.id}`,
          lines,
          shipping: split.shipping.refundCents > 0,
          // The COD fee is never refunded, so never credited.
          paymentFee: false,
        });
        await this.db
          .update(orderReturns)
          .set({ creditNoteId: issued.document.id })
          .where(eq(orderReturns.id, row.id));
      } catch (error) {
        // An order without a sale document (never issued) has nothing to credit.
        if (!(error instanceof HttpError && error.messageKey === 'credit_no_sale')) throw error;
      }
    }
    if (split.totals.cashCents > 0 && !OFFLINE_PROVIDERS.has(order.provider)) {
      await this.sources.refunds.refund({
        orderId: order.id,
        orderCode: order.code,
        provider: order.provider,
        key: `return:${row.id}`,
        amountCents: split.totals.cashCents,
        paidCents: order.paidCents ?? order.totalCents,
      });
    }
  }
}
