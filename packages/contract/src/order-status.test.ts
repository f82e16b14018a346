import { describe, expect, it } from 'vitest';
import { OrderStatus } from './enums.ts';
import {
  canChangeOrderStatus,
  FINAL_ORDER_STATUSES,
  nextOrderStatuses,
  ORDER_STATUS_TRANSITIONS,
} from './order-status.ts';

const allStatuses = Object.values(OrderStatus);

describe('order status transitions', () => {
  it('lists every status of spec 001 §4, and only those', () => {
    expect(Object.keys(ORDER_STATUS_TRANSITIONS).map(Number).sort()).toEqual([...allStatuses].sort());
    for (const targets of Object.values(ORDER_STATUS_TRANSITIONS)) {
      for (const target of targets) expect(allStatuses).toContain(target);
    }
  });

  it('follows a card order from placement to delivery', () => {
    const path = [
      OrderStatus.Pending,
      OrderStatus.Processing,
      OrderStatus.Invoiced,
      OrderStatus.InDelivery,
      OrderStatus.Completed,
    ];
    for (let i = 1; i < path.length; i++) {
      expect(canChangeOrderStatus(path[i - 1] as OrderStatus, path[i] as OrderStatus)).toBe(true);
    }
  });

  it('lets an unpaid order be cancelled and a takeaway order be picked up', () => {
    expect(canChangeOrderStatus(OrderStatus.Pending, OrderStatus.Cancelled)).toBe(true);
    expect(canChangeOrderStatus(OrderStatus.Processing, OrderStatus.ReadyForPickup)).toBe(true);
    expect(canChangeOrderStatus(OrderStatus.ReadyForPickup, OrderStatus.Completed)).toBe(true);
  });

  it('refuses moves back in time, out of an end state and to the same status', () => {
    expect(canChangeOrderStatus(OrderStatus.Completed, OrderStatus.Pending)).toBe(false);
    expect(canChangeOrderStatus(OrderStatus.InDelivery, OrderStatus.Cancelled)).toBe(false);
    expect(canChangeOrderStatus(OrderStatus.Refund, OrderStatus.Processing)).toBe(false);
    expect(canChangeOrderStatus(OrderStatus.Cancelled, OrderStatus.Processing)).toBe(false);
    for (const status of allStatuses) expect(canChangeOrderStatus(status, status)).toBe(false);
  });

  it('ends only in Refund (and the NA placeholder, which nothing reaches)', () => {
    expect([...FINAL_ORDER_STATUSES].sort()).toEqual([OrderStatus.NA, OrderStatus.Refund].sort());
    const reachable = new Set(Object.values(ORDER_STATUS_TRANSITIONS).flat());
    expect(reachable.has(OrderStatus.NA)).toBe(false);
    expect(reachable.has(OrderStatus.Pending)).toBe(false);
  });

  it('reaches every other status from Pending', () => {
    const seen = new Set<OrderStatus>([OrderStatus.Pending]);
    const queue: OrderStatus[] = [OrderStatus.Pending];
    while (queue.length > 0) {
      for (const next of ORDER_STATUS_TRANSITIONS[queue.shift() as OrderStatus]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual(allStatuses.filter((status) => status !== OrderStatus.NA).sort());
  });
});

describe('nextOrderStatuses', () => {
  it('offers Ready for pickup only to an order picked up in a store', () => {
    expect(nextOrderStatuses(OrderStatus.Processing, 'takeaway')).toContain(OrderStatus.ReadyForPickup);
    for (const kind of ['courier', 'locker'] as const) {
      expect(nextOrderStatuses(OrderStatus.Processing, kind)).not.toContain(OrderStatus.ReadyForPickup);
      expect(nextOrderStatuses(OrderStatus.Invoiced, kind)).not.toContain(OrderStatus.ReadyForPickup);
      expect(canChangeOrderStatus(OrderStatus.Processing, OrderStatus.ReadyForPickup, kind)).toBe(false);
      expect(canChangeOrderStatus(OrderStatus.Processing, OrderStatus.InDelivery, kind)).toBe(true);
    }
  });
});
