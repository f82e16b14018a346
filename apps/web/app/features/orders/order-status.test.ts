import { OrderStatus } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { formatOrderDate, orderStatusKey } from './order-status';

describe('order statuses and dates', () => {
  it('names each of the 14 statuses and calls any other value unknown', () => {
    expect(orderStatusKey(OrderStatus.ReadyForPickup)).toBe('status.ReadyForPickup');
    expect(orderStatusKey(-10)).toBe('status.NA');
    expect(orderStatusKey(11184809)).toBe('status.Unknown');
    expect(new Set(Object.values(OrderStatus).map(orderStatusKey)).size).toBe(14);
  });

  it('shows times in Athens, summer and winter', () => {
    expect(formatOrderDate('2026-07-01T21:30:00Z', 'en')).toContain('00:30');
    expect(formatOrderDate('2026-07-01T21:30:00Z', 'en')).toContain('2 Jul 2026');
    expect(formatOrderDate('2026-01-15T10:00:00Z', 'el')).toContain('12:00');
  });
});
