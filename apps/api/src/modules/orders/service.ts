import {
  canChangeOrderStatus,
  OrderStatus,
  type PaymentProviderCode,
  type ShippingKind,
} from '@shop/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type OrderRecord, orderLines, orderStatusChanges, orders } from '../../db/schema/orders.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { GiftCardService, PromotionService } from '../promotions/index.ts';
import type { ReferralService } from '../referrals/index.ts';
import { issueOrderGiftCards, moneyInAt, WITHDRAWING_STATUSES } from './gift-cards.ts';
import { OrderLookups, toPayable } from './order-lookups.ts';
import { OrderReads } from './reads.ts';
import { giveBackStock } from './restock.ts';
import type { CancelReason, OrderActor, OrderBackOrderedLine, OrderDraft, PlacedOrder } from './types.ts';

type OrderRow = OrderRecord;

/** What happened to an order after a commit, so that mails and caches follow. */
export interface OrderEvent {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  reason?: CancelReason;
  note: string | null;
}

/** The services an order gives back through when it is cancelled. */
export interface OrderOwners {
  audit: AuditService;
  inventory: InventoryService;
  promotions: PromotionService;
  giftCards: GiftCardService;
  loyalty: LoyaltyService;
  referrals: ReferralService;
}

/**
 * Orders, their lines and status history. Checkout writes an order inside its own transaction
 * (`create`); payments move it to Processing (`markPaid`) or cancel it; staff move it on through
 * the contract's transition table (`changeStatus`). A cancellation gives back in one transaction
 * what the order took: stock, coupon uses, gift-card amounts and loyalty points; completion
 * approves the points the order earns, a return or refund takes them back.
 */
export class OrdersService extends OrderLookups {
  readonly reads: OrderReads;
  private readonly listeners: ((event: OrderEvent) => Promise<unknown>)[] = [];
  private readonly placedListeners: ((order: OrderRow) => Promise<unknown>)[] = [];

  constructor(
    db: Db,
    private readonly owners: OrderOwners,
    private readonly log: FastifyBaseLogger,
  ) {
    super(db);
    this.reads = new OrderReads(db);
  }

  /** Called after each committed status change (mails); a failing listener is logged, the change stands. */
  onStatusChanged(listener: (event: OrderEvent) => Promise<unknown>): void {
    this.listeners.push(listener);
  }

  /** Called after an order's transaction committed (the order-received mail), with its row as written. */
  onPlaced(listener: (order: OrderRow) => Promise<unknown>): void {
    this.placedListeners.push(listener);
  }

  /** Checkout calls it after the commit; a failing listener is logged, the order stands. */
  async notifyPlaced(order: PlacedOrder): Promise<void> {
    for (const listener of this.placedListeners) {
      try {
        await listener(order.row);
      } catch (error) {
        this.log.error({ err: error, orderId: order.id }, 'order placed listener failed');
      }
    }
  }

  /**
   * Writes an order with its lines and first status (Pending) inside checkout's transaction; the
   * code is the year and a number from a sequence, so two orders never share one.
   */
  async create(tx: Db, draft: OrderDraft, now = new Date()): Promise<PlacedOrder> {
    const uid = crypto.randomUUID();
    const { totals } = draft;
    const [order] = await tx
      .insert(orders)
      .values({
        uid,
        // The number is padded to six digits and grows past them rather than being cut.
        code: sql`(select ${String(now.getUTCFullYear())}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
          from nextval('order_code_seq') as n)`,
        customerId: draft.customerId,
        email: draft.email,
        language: draft.language,
        status: OrderStatus.Pending,
        receiptType: draft.receiptType,
        companyName: draft.company?.name ?? null,
        companyTaxOffice: draft.company?.taxOffice ?? null,
        companyActivity: draft.company?.activity ?? null,
        companyTaxId: draft.company?.taxId ?? null,
        billing: draft.billing,
        delivery: draft.delivery,
        shippingTypeId: draft.shipping.typeId,
        shippingKind: draft.shipping.kind,
        shippingNameEl: draft.shipping.nameEl,
        shippingNameEn: draft.shipping.nameEn,
        storeId: draft.storeId,
        lockerId: draft.locker?.id ?? null,
        locker: draft.locker,
        paymentTypeId: draft.payment.typeId,
        paymentProvider: draft.payment.provider,
        paymentNameEl: draft.payment.nameEl,
        paymentNameEn: draft.payment.nameEn,
        installments: draft.installments,
        ...totals,
        giftCards: draft.giftCards,
        gift: draft.gift,
        note: draft.note,
        acceptedNewsletter: draft.acceptedNewsletter,
        idempotencyKey: draft.idempotencyKey,
        expiresAt: draft.expiresAt,
        placedAt: now,
      })
      .returning();
    if (!order) throw new Error('orders insert returned nothing');
    if (draft.lines.length > 0) {
      await tx
        .insert(orderLines)
        .values(draft.lines.map((line, position) => ({ ...line, orderId: order.id, position })));
    }
    await tx.insert(orderStatusChanges).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: OrderStatus.Pending,
      at: now,
      actorKind: draft.actor.kind,
      actorId: draft.actor.id ?? null,
    });
    await this.owners.loyalty.orderPlaced(tx, {
      customerId: draft.customerId,
      code: order.code,
      pointsEarned: totals.pointsEarned,
      pointsUsed: totals.pointsUsed,
    });
    return { ...toPayable(order), row: order };
  }

  /** Records, inside checkout's transaction, what the order waits for from the supplier (decision 010). */
  async recordBackOrdered(tx: Db, orderId: number, lines: OrderBackOrderedLine[]): Promise<void> {
    await tx.update(orders).set({ backOrdered: lines }).where(eq(orders.id, orderId));
  }

  /**
   * Pending → Processing for a confirmed payment, recorded with the transaction. False, and no
   * change, when the order is no longer Pending (paid already, cancelled, expired): a replayed or
   * late notification changes nothing.
   */
  async markPaid(
    orderId: number,
    payment: { provider: PaymentProviderCode; transactionId: string; amountCents: number },
    now = new Date(),
  ): Promise<boolean> {
    const paid = await this.db.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({
          status: OrderStatus.Processing,
          paidAt: now,
          paymentTransactionId: payment.transactionId,
          paidCents: payment.amountCents,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.Pending)))
        .returning();
      const [order] = moved;
      if (!order) return false;
      await tx.insert(orderStatusChanges).values({
        orderId,
        fromStatus: OrderStatus.Pending,
        toStatus: OrderStatus.Processing,
        at: now,
        actorKind: 'payment',
        note: null,
      });
      await issueOrderGiftCards(tx, this.owners.giftCards, order);
      return true;
    });
    if (paid) await this.tell({ orderId, from: OrderStatus.Pending, to: OrderStatus.Processing, note: null });
    return paid;
  }

  /**
   * Cancels the order through the transition table and gives back, in the same transaction, its
   * stock, coupon uses, gift-card amounts and loyalty points. False, and no change, when the
   * order cannot be cancelled any more (already cancelled, delivered …): calling twice gives
   * back once.
   */
  async cancel(
    orderId: number,
    options: { reason: CancelReason; actor: OrderActor; note?: string | null },
  ): Promise<boolean> {
    const cancelled = await this.db.transaction((tx) => this.cancelIn(tx, orderId, options));
    if (!cancelled) return false;
    await this.owners.inventory.notifyStockChanged(cancelled.productIds);
    await this.tell({
      orderId,
      from: cancelled.from,
      to: OrderStatus.Cancelled,
      reason: options.reason,
      note: options.note ?? null,
    });
    return true;
  }

  /**
   * Moves an order on through the transition table (422 for a move it does not list), recording
   * the actor and the note (a tracking number, a reason). Cancelling gives back what the order
   * took, as `cancel` does.
   */
  async changeStatus(
    orderId: number,
    to: OrderStatus,
    options: { actor: OrderActor; note?: string | null; internalNote?: string | null },
  ): Promise<void> {
    const note = options.note?.trim() || null;
    const internalNote = options.internalNote?.trim() || null;
    if (to === OrderStatus.Cancelled) {
      const reason: CancelReason = options.actor.kind === 'staff' ? 'staff' : 'customer';
      const cancelled = await this.db.transaction(async (tx) => {
        const order = await this.lock(tx, orderId);
        if (!order) throw new HttpError(404, 'order_not_found');
        if (!canChangeOrderStatus(order.status as OrderStatus, to, order.shippingKind as ShippingKind))
          throw new HttpError(422, 'order_status_change_not_allowed');
        return this.cancelIn(tx, orderId, { reason, actor: options.actor, note, internalNote });
      });
      if (cancelled) {
        await this.owners.inventory.notifyStockChanged(cancelled.productIds);
        await this.tell({ orderId, from: cancelled.from, to, reason, note });
      }
      return;
    }
    const { from, restocked } = await this.db.transaction(async (tx) => {
      const order = await this.lock(tx, orderId);
      if (!order) throw new HttpError(404, 'order_not_found');
      const current = order.status as OrderStatus;
      if (!canChangeOrderStatus(current, to, order.shippingKind as ShippingKind))
        throw new HttpError(422, 'order_status_change_not_allowed');
      await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
      if (to === OrderStatus.Completed) {
        await this.owners.loyalty.orderCompleted(tx, order);
        // An invited customer's first completed order rewards the invitation, in this transaction.
        await this.owners.referrals.orderCompleted(tx, order);
      }
      if (to === OrderStatus.Returned || to === OrderStatus.Refund)
        await this.owners.loyalty.orderReturned(tx, order);
      // The goods came back (a Refund alone is money, after a cancellation or a return already counted).
      const restocked =
        to === OrderStatus.Returned ? await giveBackStock(tx, this.owners.inventory, order) : [];
      if (moneyInAt(order.paymentProvider as PaymentProviderCode, to))
        await issueOrderGiftCards(tx, this.owners.giftCards, order);
      if (WITHDRAWING_STATUSES.has(to)) await this.owners.giftCards.withdraw(tx, order.code);
      await tx.insert(orderStatusChanges).values({
        orderId,
        fromStatus: current,
        toStatus: to,
        actorKind: options.actor.kind,
        actorId: options.actor.id ?? null,
        note,
        internalNote,
      });
      await this.auditStatus(tx, options.actor, order, to, { note, internalNote });
      return { from: current, restocked };
    });
    if (restocked.length > 0) await this.owners.inventory.notifyStockChanged(restocked);
    await this.tell({ orderId, from, to, note });
  }

  /**
   * Cancels unpaid orders whose time ran out, one short transaction each. `skip locked` lets two
   * processes sweep at once: each takes rows the other does not hold, and the status check under
   * the lock makes a second cancel of the same order a no-op. Answers how many it cancelled.
   */
  async cancelExpired(now = new Date(), limit = 100): Promise<number> {
    let count = 0;
    for (let round = 0; round < limit; round++) {
      const swept = await this.db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.status, OrderStatus.Pending), sql`${orders.expiresAt} <= ${now}`))
          .orderBy(asc(orders.expiresAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const cancelled = await this.cancelIn(tx, due.id, { reason: 'expired', actor: { kind: 'system' } });
        return cancelled ? { orderId: due.id, ...cancelled } : null;
      });
      if (!swept) break;
      count++;
      await this.owners.inventory.notifyStockChanged(swept.productIds);
      await this.tell({
        orderId: swept.orderId,
        from: swept.from,
        to: OrderStatus.Cancelled,
        reason: 'expired',
        note: null,
      });
    }
    return count;
  }

  private async lock(tx: Db, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  /** Cancels inside `tx` with the order row locked; undefined when the table forbids it. */
  private async cancelIn(
    tx: Db,
    orderId: number,
    options: { reason: CancelReason; actor: OrderActor; note?: string | null; internalNote?: string | null },
  ): Promise<{ from: OrderStatus; productIds: number[] } | undefined> {
    const order = await this.lock(tx, orderId);
    if (!order) return undefined;
    const from = order.status as OrderStatus;
    if (!canChangeOrderStatus(from, OrderStatus.Cancelled)) return undefined;
    const productIds = await giveBackStock(tx, this.owners.inventory, order);
    await this.owners.promotions.revertRedemptions(tx, { orderCode: order.code, giftCards: order.giftCards });
    await this.owners.loyalty.orderCancelled(tx, order);
    await this.owners.giftCards.withdraw(tx, order.code);
    await tx
      .update(orders)
      .set({ status: OrderStatus.Cancelled, cancelReason: options.reason })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusChanges).values({
      orderId,
      fromStatus: from,
      toStatus: OrderStatus.Cancelled,
      actorKind: options.actor.kind,
      actorId: options.actor.id ?? null,
      note: options.note ?? null,
      internalNote: options.internalNote ?? null,
    });
    await this.auditStatus(tx, options.actor, order, OrderStatus.Cancelled, {
      note: options.note ?? null,
      internalNote: options.internalNote ?? null,
    });
    return { from, productIds };
  }

  /** A status change staff made goes to the audit log in its own transaction. */
  private async auditStatus(
    tx: Db,
    actor: OrderActor,
    order: { id: number; code: string; status: number },
    to: OrderStatus,
    notes: { note: string | null; internalNote: string | null },
  ): Promise<void> {
    if (actor.kind !== 'staff' || actor.id == null) return;
    await this.owners.audit.record(tx, {
      staffId: actor.id,
      action: 'order.status',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, status: order.status },
      after: { code: order.code, status: to, note: notes.note, inote: notes.internalNote },
    });
  }

  private async tell(event: OrderEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.log.error({ err: error, orderId: event.orderId }, 'order status listener failed');
      }
    }
  }
}
