import type { Language, PaymentProviderCode, ReceiptType } from '@shop/contract';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderRecord, orderLines, orderStatusChanges, orders } from '../../db/schema/orders.ts';
import { type OrderToShip, ordersToShip } from './shipment-reads.ts';
import type { OrderForDocument, PayableOrder } from './types.ts';

/** What every read of one order for another module starts with: who it is, whose, and where it stands. */
export function orderHeadOf(row: OrderRecord) {
  return {
    id: row.id,
    uid: row.uid,
    code: row.code,
    customerId: row.customerId,
    email: row.email,
    language: row.language as Language,
    status: row.status,
  };
}

/** What payments and staff look up of an order by its uid or id; `OrdersService` is these and the order's life. */
export class OrderLookups {
  constructor(protected readonly db: Db) {}

  /** The id of the order with this uid, for staff; undefined when there is none. */
  async idOf(uid: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, uid));
    return row?.id;
  }

  /** The order a payment is for, by its uid; undefined when there is none. */
  async forPayment(uid: string): Promise<PayableOrder | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.uid, uid));
    return row && toPayable(row);
  }

  /** The order a payment is for, by its id. */
  async forPaymentById(orderId: number): Promise<PayableOrder | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return row && toPayable(row);
  }

  /**
   * Orders awaiting shipment (Processing, Invoiced) placed before `placedBefore`, and the orders in
   * `also` whatever their status, oldest first: what a picking list draws from.
   */
  async toShip(options: {
    placedBefore: Date | null;
    also: readonly number[];
    language: Language;
  }): Promise<OrderToShip[]> {
    return ordersToShip(this.db, options);
  }

  /** The order's language, for a caller that writes to its shopper. */
  async languageOf(orderId: number): Promise<Language | undefined> {
    const [row] = await this.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.language as Language | undefined;
  }

  /**
   * Ids of the orders that moved to one of `statuses` at or after `since`, lowest first: what a
   * sweep re-examines when a listener may have missed a change (a crash after the commit).
   */
  async movedTo(statuses: readonly number[], since: Date, limit = 1000): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ orderId: orderStatusChanges.orderId })
      .from(orderStatusChanges)
      .where(and(inArray(orderStatusChanges.toStatus, [...statuses]), gte(orderStatusChanges.at, since)))
      .orderBy(asc(orderStatusChanges.orderId))
      .limit(limit);
    return rows.map((row) => row.orderId);
  }

  /** The order as its sales document needs it (decision 043); undefined when there is none. */
  async forDocument(orderId: number): Promise<OrderForDocument | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return undefined;
    const lines = await this.db
      .select({
        name: orderLines.name,
        sizeName: orderLines.sizeName,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
        discountCents: orderLines.discountCents,
        amountCents: orderLines.amountCents,
        vatRate: orderLines.vatRate,
        autoInserted: orderLines.autoInserted,
        giftCard: orderLines.giftCard,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    return {
      ...orderHeadOf(row),
      receiptType: row.receiptType as ReceiptType,
      company:
        row.companyTaxId === null
          ? null
          : {
              name: row.companyName ?? '',
              taxOffice: row.companyTaxOffice ?? '',
              activity: row.companyActivity ?? '',
              taxId: row.companyTaxId,
            },
      billing: row.billing,
      shippingName: { el: row.shippingNameEl, en: row.shippingNameEn },
      payment: {
        provider: row.paymentProvider as PaymentProviderCode,
        name: { el: row.paymentNameEl, en: row.paymentNameEn },
      },
      goodsCents: row.goodsCents,
      discountCents: row.discountCents,
      shippingCents: row.shippingCents,
      paymentFeeCents: row.paymentFeeCents,
      netCents: row.netCents,
      vatCents: row.vatCents,
      totalCents: row.totalCents,
      giftCards: row.giftCards,
      placedAt: row.placedAt,
      paidAt: row.paidAt,
      lines,
    };
  }
}

/** An order as payments see it. */
export function toPayable(row: OrderRecord): PayableOrder {
  return {
    id: row.id,
    uid: row.uid,
    code: row.code,
    customerId: row.customerId,
    status: row.status,
    totalCents: row.totalCents,
    currency: 'EUR',
    language: row.language as Language,
    email: row.email,
    fullName: `${row.billing.fnm} ${row.billing.lnm}`.trim(),
    installments: row.installments,
    provider: row.paymentProvider as PaymentProviderCode,
    expiresAt: row.expiresAt,
  };
}
