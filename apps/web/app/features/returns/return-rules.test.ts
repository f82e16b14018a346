import { type OrderDocument, type OrderReturn, OrderStatus, ProductType } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  anyReturnable,
  canAskReturn,
  creditNotesOf,
  lockedProducts,
  needsIban,
  returnDeadline,
  unitsLeft,
} from './return-rules';

const delivered = {
  st: OrderStatus.Completed,
  statuses: [
    { st: OrderStatus.Processing, dt: '2026-11-01T10:00:00.000Z', note: null },
    { st: OrderStatus.Completed, dt: '2026-11-02T10:00:00.000Z', note: null },
  ],
};

const returned = (
  id: number,
  st: OrderReturn['st'],
  lines: { olid: number; qty: number }[],
  upd = '2026-11-05T10:00:00.000Z',
): Pick<OrderReturn, 'id' | 'st' | 'lines' | 'upd'> => ({
  id,
  st,
  lines: lines.map((line) => ({ ...line, nm: 'x', out: null, why: null })),
  upd,
});

const credit = (id: number): OrderDocument => ({
  id,
  kind: 'credit_receipt',
  ttl: 'Credit',
  no: `CR-2026 ${id}`,
  dt: '2026-11-06',
  mark: null,
});

describe('the withdrawal period', () => {
  it('counts from the last move to Completed, for a delivered or partly returned order', () => {
    expect(returnDeadline(delivered, 14)?.toISOString()).toBe('2026-11-16T10:00:00.000Z');
    expect(canAskReturn(delivered, 14, new Date('2026-11-16T10:00:00.000Z'))).toBe(true);
    expect(canAskReturn(delivered, 14, new Date('2026-11-16T10:00:01.000Z'))).toBe(false);
    expect(
      canAskReturn({ ...delivered, st: OrderStatus.PartiallyReturned }, 30, new Date('2026-11-20')),
    ).toBe(true);
  });

  it('is not open before delivery', () => {
    expect(returnDeadline({ ...delivered, st: OrderStatus.InDelivery }, 14)).toBeNull();
    expect(returnDeadline({ st: OrderStatus.Completed, statuses: [] }, 14)).toBeNull();
  });
});

describe('what is left to return', () => {
  it('takes off the units of every return but the rejected ones', () => {
    const order = {
      lines: [
        { olid: 1, qty: 3 },
        { olid: 2, qty: 1 },
      ],
    } as Parameters<typeof unitsLeft>[0];
    const left = unitsLeft(order, [
      returned(1, 'refunded', [{ olid: 1, qty: 1 }]),
      returned(2, 'rejected', [
        { olid: 1, qty: 2 },
        { olid: 2, qty: 1 },
      ]),
      returned(3, 'requested', [{ olid: 2, qty: 1 }]),
    ]);
    expect([...left]).toEqual([
      [1, 2],
      [2, 0],
    ]);
  });
});

describe('products that cannot be returned', () => {
  const locked = lockedProducts([
    { id: 1, ptype: ProductType.Product, nonReturnable: true },
    { id: 2, ptype: ProductType.GiftCard },
    { id: 3, ptype: ProductType.Product, nonReturnable: false },
  ]);
  const order = (pids: number[]) =>
    ({ lines: pids.map((pid, index) => ({ olid: index + 1, pid, qty: 1 })) }) as Parameters<
      typeof anyReturnable
    >[0];

  it('are those marked non-returnable once unsealed, and gift cards', () => {
    expect([...locked]).toEqual([
      [1, 'non_returnable'],
      [2, 'gift_card'],
    ]);
  });

  it('leave nothing to return when they are all the order has left', () => {
    const left = (units: number[]) => new Map(units.map((qty, index) => [index + 1, qty]));
    expect(anyReturnable(order([1, 2]), left([1, 1]), locked)).toBe(false);
    expect(anyReturnable(order([1, 3]), left([1, 0]), locked)).toBe(false);
    expect(anyReturnable(order([1, 3]), left([1, 1]), locked)).toBe(true);
  });
});

describe('the IBAN', () => {
  it('is asked of cash-on-delivery and bank-deposit orders only', () => {
    const paid = (provider: string) => ({ payment: { provider } }) as Parameters<typeof needsIban>[0];
    expect(needsIban(paid('cash_on_delivery'))).toBe(true);
    expect(needsIban(paid('bank_deposit'))).toBe(true);
    expect(needsIban(paid('sandbox'))).toBe(false);
  });
});

describe('credit notes', () => {
  const refunded = (id: number, doc: number | null): Pick<OrderReturn, 'id' | 'refund'> => ({
    id,
    refund: { amt: 10, cash: 10, gift: 0, pntBack: 0, pntTaken: 0, ded: 0, dedReason: null, pst: null, doc },
  });

  it('are the documents each refund names, whatever the order they were issued in', () => {
    const paired = creditNotesOf(
      [refunded(7, 2), { id: 5, refund: null }, refunded(4, 3)],
      [{ ...credit(1), kind: 'receipt' }, credit(2), credit(3)],
    );
    expect(paired.get(7)?.id).toBe(2);
    expect(paired.get(4)?.id).toBe(3);
    expect(paired.has(5)).toBe(false);
  });

  it('leave a refund without one until its note is issued and listed', () => {
    const paired = creditNotesOf([refunded(1, null), refunded(2, 9)], [credit(8)]);
    expect(paired.size).toBe(0);
  });
});
