import { describe, expect, it } from 'vitest';
import { instantOfShopTime, shopTimeOfInstant } from './instant';

describe('shop time of a datetime-local field', () => {
  it('reads winter time as UTC+2 and summer time as UTC+3', () => {
    expect(instantOfShopTime('2026-01-15T10:30')).toBe('2026-01-15T08:30:00.000Z');
    expect(instantOfShopTime('2026-07-15T10:30')).toBe('2026-07-15T07:30:00.000Z');
  });

  it('keeps the day right across the change of summer time', () => {
    // Summer time starts on 29 March 2026 at 03:00 Athens time (01:00 UTC).
    expect(instantOfShopTime('2026-03-29T02:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(instantOfShopTime('2026-03-29T05:00')).toBe('2026-03-29T02:00:00.000Z');
  });

  it('leaves blank as null and unreadable text for the schema to refuse', () => {
    expect(instantOfShopTime('')).toBeNull();
    expect(instantOfShopTime(null)).toBeNull();
    expect(instantOfShopTime('tomorrow')).toBe('tomorrow');
  });

  it('shows an instant back in shop time, the same as was typed', () => {
    expect(shopTimeOfInstant('2026-07-15T07:30:00.000Z')).toBe('2026-07-15T10:30');
    expect(shopTimeOfInstant('2026-01-15T08:30:00+00:00')).toBe('2026-01-15T10:30');
    expect(shopTimeOfInstant(instantOfShopTime('2026-10-10T23:45'))).toBe('2026-10-10T23:45');
    expect(shopTimeOfInstant(null)).toBe('');
  });
});
