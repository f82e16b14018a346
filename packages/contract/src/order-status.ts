import { OrderStatus } from './enums.ts';
import type { ShippingKind } from './orders.ts';

/**
 * Which status an order may move to from each status (spec 001 §4 lists the statuses, not the
 * moves; these are the shop's). A move not listed here is refused (422) by the orders service.
 *
 * - Pending: placed, waiting for its payment (card, bank deposit) or for the shop (cash on delivery).
 * - CheckingStock: the shop confirms a line it could not reserve with certainty.
 * - Processing → Invoiced → InDelivery or ReadyForPickup (takeaway) → Completed.
 * - A paid order that is cancelled or returned goes on to Refund, which ends it.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.NA]: [],
  [OrderStatus.Pending]: [OrderStatus.Processing, OrderStatus.CheckingStock, OrderStatus.Cancelled],
  [OrderStatus.CheckingStock]: [OrderStatus.Processing, OrderStatus.Cancelled],
  [OrderStatus.Processing]: [
    OrderStatus.Invoiced,
    OrderStatus.InDelivery,
    OrderStatus.ReadyForPickup,
    OrderStatus.CheckingStock,
    OrderStatus.Cancelled,
  ],
  [OrderStatus.Invoiced]: [
    OrderStatus.InDelivery,
    OrderStatus.ReadyForPickup,
    OrderStatus.Cancelled,
    OrderStatus.Refund,
  ],
  [OrderStatus.InDelivery]: [OrderStatus.Completed, OrderStatus.PartiallyDelivered, OrderStatus.NotDelivered],
  [OrderStatus.ReadyForPickup]: [OrderStatus.Completed, OrderStatus.NotDelivered],
  [OrderStatus.PartiallyDelivered]: [
    OrderStatus.Completed,
    OrderStatus.PartiallyReturned,
    OrderStatus.Refund,
  ],
  [OrderStatus.NotDelivered]: [OrderStatus.InDelivery, OrderStatus.Returned, OrderStatus.Cancelled],
  [OrderStatus.Completed]: [OrderStatus.PartiallyReturned, OrderStatus.Returned, OrderStatus.Refund],
  [OrderStatus.PartiallyReturned]: [OrderStatus.Returned, OrderStatus.Refund],
  [OrderStatus.Returned]: [OrderStatus.Refund],
  [OrderStatus.Cancelled]: [OrderStatus.Refund],
  [OrderStatus.Refund]: [],
};

/**
 * The moves open to an order from its status: the table's, with ReadyForPickup only for an order
 * picked up in a store (a courier or locker order is never waiting at the counter).
 */
export function nextOrderStatuses(from: OrderStatus, shippingKind: ShippingKind): OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[from].filter(
    (to) => to !== OrderStatus.ReadyForPickup || shippingKind === 'takeaway',
  );
}

/** Whether the table lets an order move; given how it is delivered, also whether that move fits it. */
export function canChangeOrderStatus(
  from: OrderStatus,
  to: OrderStatus,
  shippingKind?: ShippingKind,
): boolean {
  return shippingKind === undefined
    ? ORDER_STATUS_TRANSITIONS[from].includes(to)
    : nextOrderStatuses(from, shippingKind).includes(to);
}

/** Statuses from which nothing can follow. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = (
  Object.keys(ORDER_STATUS_TRANSITIONS).map(Number) as OrderStatus[]
).filter((status) => ORDER_STATUS_TRANSITIONS[status].length === 0);
