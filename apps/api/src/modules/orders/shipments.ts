import type { Language, PaymentProviderCode, ShippingKind } from '@shop/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

/** An order as a courier's voucher needs it (decision 046). */
export interface ShipmentOrder {
  id: number;
  uid: string;
  code: string;
  status: number;
  customerId: number | null;
  email: string;
  language: Language;
  shippingKind: ShippingKind;
  recipient: { name: string; phone: string; street: string; city: string; postcode: string };
  lockerId: string | null;
  paymentProvider: PaymentProviderCode;
  totalCents: number;
  paidAt: Date | null;
  /** Physical lines (gift cards travel by e-mail). */
  lines: { productId: number; quantity: number }[];
}

/** What fulfilment reads and records of orders it ships; status moves go through `OrdersService`. */
export class OrderShipments {
  constructor(private readonly db: Db) {}

  async forShipment(orderIds: readonly number[]): Promise<ShipmentOrder[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...orderIds]));
    const lines = await this.db
      .select({ orderId: orderLines.orderId, productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(inArray(orderLines.orderId, [...orderIds]), eq(orderLines.giftCard, false)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    return rows.map((row) => {
      const address = row.delivery ?? row.billing;
      return {
        id: row.id,
        uid: row.uid,
        code: row.code,
        status: row.status,
        customerId: row.customerId,
        email: row.email,
        language: row.language as Language,
        shippingKind: row.shippingKind as ShippingKind,
        recipient: {
          name: `${address.fnm} ${address.lnm}`.trim(),
          phone: address.mob || address.tel || row.billing.mob || row.billing.tel,
          street: address.adr1,
          city: address.ct,
          postcode: address.pc,
        },
        lockerId: row.lockerId,
        paymentProvider: row.paymentProvider as PaymentProviderCode,
        totalCents: row.totalCents,
        paidAt: row.paidAt,
        lines: lines
          .filter((line) => line.orderId === row.id)
          .map((line) => ({ productId: line.productId, quantity: line.quantity })),
      };
    });
  }

  /** The ids of the orders with these codes. */
  async idsByCode(codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .select({ id: orders.id, code: orders.code })
      .from(orders)
      .where(inArray(orders.code, [...codes]));
    return new Map(rows.map((row) => [row.code, row.id]));
  }

  /**
   * Records the cash a courier collected for a cash-on-delivery order (its COD settlement):
   * the paid time, amount and the settlement as the transaction. False, and no change, when the
   * order is not cash on delivery or its collection was recorded already (a report imported twice).
   */
  async recordCodCollected(
    orderId: number,
    cents: number,
    reference: string,
    now = new Date(),
  ): Promise<boolean> {
    const updated = await this.db
      .update(orders)
      .set({ paidAt: now, paidCents: cents, paymentTransactionId: reference })
      .where(
        and(eq(orders.id, orderId), eq(orders.paymentProvider, 'cash_on_delivery'), isNull(orders.paidAt)),
      )
      .returning({ id: orders.id });
    return updated.length > 0;
  }
}
