import type { Language, PaymentProviderCode } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderRecord, orders } from '../../db/schema/orders.ts';
import type { PayableOrder } from './types.ts';

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

  /** The order's language, for a caller that writes to its shopper. */
  async languageOf(orderId: number): Promise<Language | undefined> {
    const [row] = await this.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.language as Language | undefined;
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
