import { OrderStatus } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderEvent, OrderReturnBook, OrdersService } from '../orders/index.ts';
import { OFFLINE_PROVIDERS, type PaymentRefund, type RefundDesk } from '../payments/index.ts';

/**
 * An order cancelled before it shipped gives its money back in full on its own (decision 048).
 * The cancellation itself, in the orders domain's transaction, already gave back the stock, the
 * points, the coupon and the gift-card amounts, and the documents domain credits the sale
 * document if one was issued (its listener on the same event); what is left is the money the
 * provider took, refunded under the key `cancel:<order id>`, so a repeated event refunds once.
 * Orders never import returns: this listens to the orders service's committed status changes,
 * and a sweep repairs a refund a crash kept between the cancellation's commit and its listener.
 */
export class CancelRefunds {
  constructor(
    private readonly sources: {
      orderReturnBook: OrderReturnBook;
      refunds: RefundDesk;
      orders: Pick<OrdersService, 'movedTo'>;
    },
    private readonly log: FastifyBaseLogger,
  ) {}

  async onOrderEvent(event: OrderEvent): Promise<void> {
    if (event.to !== OrderStatus.Cancelled) return;
    await this.refundCancelled(event.orderId);
  }

  /** Refunds the orders cancelled since `since` that lack their refund; answers how many it looked at. */
  async reconcileSince(since: Date): Promise<number> {
    const orderIds = await this.sources.orders.movedTo([OrderStatus.Cancelled], since);
    for (const orderId of orderIds) {
      try {
        await this.refundCancelled(orderId);
      } catch (error) {
        this.log.error({ err: error, orderId }, 'cancelled order refund failed');
      }
    }
    return orderIds.length;
  }

  /**
   * The cancelled order's money back through its provider, once; undefined when there is nothing
   * to give back: never paid (cash on delivery, an expired or failed payment), or paid offline,
   * where the money goes back by a bank transfer staff make to an account the customer gives.
   */
  async refundCancelled(orderId: number): Promise<PaymentRefund | undefined> {
    const order = await this.sources.orderReturnBook.forReturn(orderId);
    if (!order || order.status !== OrderStatus.Cancelled || order.paidAt === null) return undefined;
    if (OFFLINE_PROVIDERS.has(order.provider)) return undefined;
    const paidCents = order.paidCents ?? order.totalCents;
    if (paidCents <= 0) return undefined;
    const refund = await this.sources.refunds.refund({
      orderId: order.id,
      orderCode: order.code,
      provider: order.provider,
      key: `cancel:${order.id}`,
      amountCents: paidCents,
      paidCents,
    });
    if (refund.status === 'failed' || refund.status === 'unknown')
      this.log.warn(
        { orderId, refundId: refund.id, status: refund.status },
        'cancelled order refund not made',
      );
    return refund;
  }
}
