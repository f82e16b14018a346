import {
  centsToEuros,
  type Language,
  type OrderDetails,
  type OrderLine,
  OrderStatus,
  type OrderStatusChange,
  type OrderSummary,
  type PaymentProviderCode,
  type ReceiptType,
  type ShippingKind,
} from '@shop/contract';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orderStatusChanges, orders } from '../../db/schema/orders.ts';
import { localized } from '../../lib/localized.ts';
import type { OrderReader } from './types.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * The condition that keeps a read to the orders its reader may see. The order is named by its uid
 * (the mail's link) or by the code the success page and the mail print (`2026-000002`); the email
 * matches in any letter case.
 */
function readableBy(uidOrCode: string, reader: OrderReader): SQL | undefined {
  const named = or(eq(orders.uid, uidOrCode), eq(orders.code, uidOrCode));
  return 'customerId' in reader
    ? and(named, eq(orders.customerId, reader.customerId))
    : and(named, sql`lower(${orders.email}) = lower(${reader.email.trim()})`);
}

const iso = (date: Date) => date.toISOString();

/**
 * The shopper's views of orders. Every read by uid is scoped by its reader (the signed-in
 * customer, or the email given for tracking), so another customer's uid reads as no order.
 */
export class OrderReads {
  constructor(private readonly db: Db) {}

  /** The order's id when the reader may see it. */
  async idOf(uid: string, reader: OrderReader): Promise<number | undefined> {
    const [row] = await this.db.select({ id: orders.id }).from(orders).where(readableBy(uid, reader));
    return row?.id;
  }

  async row(uid: string, reader: OrderReader): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(readableBy(uid, reader));
    return row;
  }

  /** A customer's orders, newest first. */
  async summaries(customerId: number): Promise<OrderSummary[]> {
    const rows = await this.db
      .select({
        uid: orders.uid,
        code: orders.code,
        placedAt: orders.placedAt,
        status: orders.status,
        totalCents: orders.totalCents,
        items: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.placedAt), desc(orders.id));
    return rows.map((row) => ({
      uid: row.uid,
      code: row.code,
      dt: iso(row.placedAt),
      st: row.status,
      amt: centsToEuros(row.totalCents),
      cnt: Number(row.items),
    }));
  }

  /**
   * Which of the customers have an order with the product that was not cancelled: the reviews'
   * "verified buyer" mark.
   */
  async buyersOf(productId: number, customerIds: readonly number[]): Promise<Set<number>> {
    if (customerIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ customerId: orders.customerId })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(
        and(
          inArray(orders.customerId, [...customerIds]),
          eq(orderLines.productId, productId),
          ne(orders.status, OrderStatus.Cancelled),
        ),
      );
    return new Set(rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId])));
  }

  async lines(orderId: number): Promise<OrderLine[]> {
    const rows = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    return rows.map((row) => ({
      olid: row.id,
      pid: row.productId,
      pdid: row.dimensionId ?? 0,
      nm: row.name,
      dnm: row.sizeName,
      eurl: row.url,
      img: row.image,
      qty: row.quantity,
      uprc: centsToEuros(row.unitPriceCents),
      dsct: centsToEuros(row.discountCents),
      amt: centsToEuros(row.amountCents),
      vat: row.vatRate,
      AutoInserted: row.autoInserted,
    }));
  }

  async statusChanges(orderId: number): Promise<OrderStatusChange[]> {
    const rows = await this.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId))
      .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id));
    return rows.map((row) => ({ st: row.toStatus, dt: iso(row.at), note: row.note }));
  }

  /** The order as its shopper sees it; the store and bank accounts come from the caller (checkout's data). */
  async details(
    row: OrderRow,
    language: Language,
    extras: Pick<OrderDetails, 'store' | 'banks'>,
  ): Promise<OrderDetails> {
    const [lines, statuses] = await Promise.all([this.lines(row.id), this.statusChanges(row.id)]);
    const company =
      row.receiptType === 'invoice'
        ? {
            cnm: row.companyName ?? '',
            irs: row.companyTaxOffice ?? '',
            job: row.companyActivity ?? '',
            vat: row.companyTaxId ?? '',
          }
        : null;
    return {
      uid: row.uid,
      code: row.code,
      dt: iso(row.placedAt),
      st: row.status,
      amt: centsToEuros(row.totalCents),
      cnt: lines.reduce((sum, line) => sum + line.qty, 0),
      eml: row.email,
      rt: row.receiptType as ReceiptType,
      company,
      billing: row.billing,
      delivery: row.delivery,
      shipping: {
        id: row.shippingTypeId,
        nm: localized(language, row.shippingNameEl, row.shippingNameEn),
        kind: row.shippingKind as ShippingKind,
        amt: centsToEuros(row.shippingCents),
      },
      store: extras.store,
      locker: row.locker,
      payment: {
        id: row.paymentTypeId,
        nm: localized(language, row.paymentNameEl, row.paymentNameEn),
        provider: row.paymentProvider as PaymentProviderCode,
        amt: centsToEuros(row.paymentFeeCents),
      },
      inst: row.installments,
      banks: extras.banks,
      totals: {
        gamt: centsToEuros(row.goodsCents),
        dsct: centsToEuros(row.discountCents),
        shipping: centsToEuros(row.shippingCents),
        payment_fee: centsToEuros(row.paymentFeeCents),
        net: centsToEuros(row.netCents),
        vat: centsToEuros(row.vatCents),
        amt: centsToEuros(row.totalCents),
        lpnt_used: row.pointsUsed,
        lpnt_earned: row.pointsEarned,
        gc_amt: centsToEuros(row.giftCards.reduce((sum, card) => sum + card.amountCents, 0)),
        lpnt_amt: centsToEuros(row.pointsCents),
      },
      hasVies: row.reverseCharge,
      lines,
      statuses,
      ncm: row.note,
    };
  }
}
