import { type Language, OrderStatus, type PaymentProviderCode } from '@shop/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderGiftCardAmount, orderLines, orderStatusChanges, orders } from '../../db/schema/orders.ts';
import { orderHeadOf } from './order-lookups.ts';
import type { OrderActor } from './types.ts';

/** An order line as a return sees it. */
export interface OrderLineForReturn {
  id: number;
  position: number;
  productId: number;
  dimensionId: number | null;
  name: string;
  sizeName: string | null;
  quantity: number;
  discountCents: number;
  amountCents: number;
  giftCard: boolean;
}

/** What the returns workflow reads of an order: its money, its means of payment and its delivery. */
export interface OrderForReturn {
  id: number;
  uid: string;
  code: string;
  customerId: number | null;
  email: string;
  language: Language;
  /** OrderStatus. */
  status: number;
  provider: PaymentProviderCode;
  discountCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  totalCents: number;
  /** What an offline order collected (cash, a deposit); null until it did. */
  paidCents: number | null;
  /** When its money came in; null for an order never paid (cash on delivery before delivery). */
  paidAt: Date | null;
  /** The BoxNow locker of a locker order. */
  lockerId: string | null;
  pointsUsed: number;
  pointsCents: number;
  pointsEarned: number;
  giftCards: OrderGiftCardAmount[];
  /** When it was last marked delivered (Completed); null when it never was. */
  deliveredAt: Date | null;
  /** In the order's positions. */
  lines: OrderLineForReturn[];
}

/** Statuses a delivered order can be returned from. */
const RETURNABLE: ReadonlySet<number> = new Set([OrderStatus.Completed, OrderStatus.PartiallyReturned]);

/**
 * The orders domain's face to the returns workflow (decision 048): an order read for a return,
 * and its status moved to Partially returned or Returned inside the refund's transaction. The
 * refund gives back exactly the returned units' stock, points, coupons and gift-card amounts,
 * so this move does none of what a staff member's `changeStatus` to Returned gives back.
 */
export class OrderReturnBook {
  constructor(private readonly db: Db) {}

  async forReturn(orderId: number): Promise<OrderForReturn | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return undefined;
    const [lines, [delivered]] = await Promise.all([
      this.db
        .select({
          id: orderLines.id,
          position: orderLines.position,
          productId: orderLines.productId,
          dimensionId: orderLines.dimensionId,
          name: orderLines.name,
          sizeName: orderLines.sizeName,
          quantity: orderLines.quantity,
          discountCents: orderLines.discountCents,
          amountCents: orderLines.amountCents,
          giftCard: orderLines.giftCard,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position), asc(orderLines.id)),
      this.db
        .select({ at: orderStatusChanges.at })
        .from(orderStatusChanges)
        .where(
          and(
            eq(orderStatusChanges.orderId, orderId),
            eq(orderStatusChanges.toStatus, OrderStatus.Completed),
          ),
        )
        .orderBy(desc(orderStatusChanges.at))
        .limit(1),
    ]);
    return {
      ...orderHeadOf(row),
      provider: row.paymentProvider as PaymentProviderCode,
      discountCents: row.discountCents,
      shippingCents: row.shippingCents,
      paymentFeeCents: row.paymentFeeCents,
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      paidAt: row.paidAt,
      lockerId: row.lockerId,
      pointsUsed: row.pointsUsed,
      pointsCents: row.pointsCents,
      pointsEarned: row.pointsEarned,
      giftCards: row.giftCards,
      deliveredAt: delivered?.at ?? null,
      lines,
    };
  }

  /** The id of the order with this uid when `customerId` placed it; undefined otherwise. */
  async idOfCustomers(uid: string, customerId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.uid, uid), eq(orders.customerId, customerId)));
    return row?.id;
  }

  /**
   * Inside the refund's transaction: the order is Returned once every unit came back, else
   * Partially returned, with the move in its history. Only a delivered order moves; false when it
   * is not (any more) one.
   */
  async recordReturn(tx: Db, orderId: number, whole: boolean, actor: OrderActor): Promise<boolean> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !RETURNABLE.has(order.status)) return false;
    const to = whole ? OrderStatus.Returned : OrderStatus.PartiallyReturned;
    if (order.status === to) return true;
    await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusChanges).values({
      orderId,
      fromStatus: order.status,
      toStatus: to,
      actorKind: actor.kind,
      actorId: actor.id ?? null,
      note: null,
    });
    return true;
  }
}
