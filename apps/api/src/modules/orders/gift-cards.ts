import { type Language, OrderStatus, type PaymentProviderCode } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderRecord, orderLines } from '../../db/schema/orders.ts';
import type { GiftCardService } from '../promotions/index.ts';

/**
 * Whether this staff move means the money of an order is in, so its gift cards are issued
 * (decision 019). A card payment issues them in `markPaid`; a bank deposit when staff confirm
 * the deposit by moving the order to Processing; cash on delivery only once the order is
 * Completed, i.e. delivered or picked up and paid.
 */
export function moneyInAt(provider: PaymentProviderCode, to: OrderStatus): boolean {
  if (provider === 'bank_deposit') return to === OrderStatus.Processing;
  if (provider === 'cash_on_delivery') return to === OrderStatus.Completed;
  return false;
}

/** Moves after which an order's unused gift cards are withdrawn: the buyer's money goes back. */
export const WITHDRAWING_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.Cancelled,
  OrderStatus.Returned,
  OrderStatus.Refund,
]);

/** Issues the order's gift cards inside `tx` (nothing for an order without any, or issued already). */
export async function issueOrderGiftCards(
  tx: Db,
  giftCards: GiftCardService,
  order: OrderRecord,
): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id, quantity: orderLines.quantity, unitPriceCents: orderLines.unitPriceCents })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.giftCard, true)))
    .orderBy(asc(orderLines.position));
  if (lines.length === 0) return;
  await giftCards.issue(tx, {
    code: order.code,
    customerId: order.customerId,
    email: order.email,
    language: order.language as Language,
    buyerName: `${order.billing.fnm} ${order.billing.lnm}`.trim(),
    gift: order.gift,
    lines,
  });
}
