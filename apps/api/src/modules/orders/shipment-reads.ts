import { type Language, OrderStatus, type ShippingKind } from '@shop/contract';
import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { localized } from '../../lib/localized.ts';

/** Paid (or confirmed) orders the shop has yet to send or hand over. */
export const AWAITING_SHIPMENT: readonly OrderStatus[] = [OrderStatus.Processing, OrderStatus.Invoiced];

/** What a picking list says of an order: who gets it, how, and where it stands. */
export interface OrderToShip {
  id: number;
  uid: string;
  code: string;
  status: OrderStatus;
  shippingKind: ShippingKind;
  shipping: string;
  recipient: string;
  city: string;
  placedAt: Date;
}

/**
 * Orders awaiting shipment placed before `placedBefore` (none when null), and the orders named in
 * `also` whatever their status (those packed already), oldest first.
 */
export async function ordersToShip(
  db: Db,
  options: { placedBefore: Date | null; also: readonly number[]; language: Language },
): Promise<OrderToShip[]> {
  const awaiting =
    options.placedBefore === null
      ? sql`false`
      : and(inArray(orders.status, [...AWAITING_SHIPMENT]), lt(orders.placedAt, options.placedBefore));
  const rows = await db
    .select({
      id: orders.id,
      uid: orders.uid,
      code: orders.code,
      status: orders.status,
      shippingKind: orders.shippingKind,
      shippingNameEl: orders.shippingNameEl,
      shippingNameEn: orders.shippingNameEn,
      billing: orders.billing,
      delivery: orders.delivery,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(options.also.length > 0 ? or(awaiting, inArray(orders.id, [...options.also])) : awaiting)
    .orderBy(orders.placedAt, orders.id);
  return rows.map((row) => {
    const address = row.delivery ?? row.billing;
    return {
      id: row.id,
      uid: row.uid,
      code: row.code,
      status: row.status as OrderStatus,
      shippingKind: row.shippingKind as ShippingKind,
      shipping: localized(options.language, row.shippingNameEl, row.shippingNameEn),
      recipient: `${address.fnm} ${address.lnm}`.trim(),
      city: address.ct,
      placedAt: row.placedAt,
    };
  });
}
